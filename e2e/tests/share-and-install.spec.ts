import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { languages, openGraphLocales, pageAddresses } from '@verdalia/shared';
import { siteConfig } from '../support/content';

/** The width and height a PNG's header declares. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

const attribute = (html: string, property: string) =>
  [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)">`, 'g'))].map(
    (match) => match[1],
  );

for (const language of languages) {
  test(`every page in ${language} has its Open Graph locale, image and JSON-LD`, async ({
    request,
  }) => {
    for (const entry of pageAddresses.filter((address) => address.language === language)) {
      const where = entry.path;
      const html = await (await request.get(entry.path)).text();
      expect(attribute(html, 'og:locale'), where).toEqual([openGraphLocales[language]]);
      expect(attribute(html, 'og:locale:alternate'), where).toEqual(
        languages.filter((other) => other !== language).map((other) => openGraphLocales[other]),
      );
      expect(attribute(html, 'og:url'), where).toEqual([`${siteConfig.siteUrl}${entry.path}`]);
      const [image] = attribute(html, 'og:image');
      expect(image, where).toBe(`${siteConfig.siteUrl}/og-image-${language}.png`);

      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
      ].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
      const types = blocks.map((block) => block['@type']);
      expect(types, where).toEqual(
        entry.page === 'home' ? ['Organization', 'WebSite'] : ['Organization'],
      );
      const [organization, website] = blocks;
      if (website) {
        // One site node per language, at its own address and with its own @id.
        expect(website, where).toMatchObject({
          '@id': `${siteConfig.siteUrl}${entry.path}#website`,
          url: `${siteConfig.siteUrl}${entry.path}`,
          inLanguage: language,
        });
      }
      expect(organization, where).toMatchObject({
        '@context': 'https://schema.org',
        name: siteConfig.company,
        sameAs: [siteConfig.professionalNetworkUrl],
        contactPoint: { '@type': 'ContactPoint', email: siteConfig.email },
      });
    }
    const share = await request.get(`/og-image-${language}.png`);
    expect(share.headers()['content-type']).toBe('image/png');
    expect(pngSize(await share.body())).toEqual({ width: 1200, height: 630 });
  });
}

test('the logo is inline, the other icons are served at their sizes, no app manifest is linked', async ({
  request,
}) => {
  const home = await (await request.get('/')).text();
  for (const link of [
    '<link rel="icon" href="/favicon.ico" sizes="32x32"',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png"',
  ])
    expect(home).toContain(link);
  // The logo inline, as the build's public/favicon.svg (no request of its own).
  const inlineIcon =
    /<link rel="icon" href="data:image\/svg\+xml,([^"]*)" type="image\/svg\+xml"/.exec(home);
  const logo = readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/public/favicon.svg'),
    'utf8',
  );
  expect(decodeURIComponent(inlineIcon?.[1] ?? '')).toBe(logo.trim().replace(/"/g, "'"));
  // A website, not an app to install: a manifest's fetch would only cost the first paint's
  // measure (docs/performance.md).
  expect(home).not.toContain('rel="manifest"');
  expect((await request.get('/manifest.webmanifest')).status()).toBe(404);

  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  const icoBody = await ico.body();
  expect([icoBody.readUInt16LE(2), icoBody[6], icoBody[7]]).toEqual([1, 32, 32]);
  for (const [icon, size] of [
    ['/favicon-32.png', 32],
    ['/apple-touch-icon.png', 180],
    // The logo the structured data names.
    ['/icon-512.png', 512],
  ] as const) {
    expect(pngSize(await (await request.get(icon)).body())).toEqual({ width: size, height: size });
  }
});

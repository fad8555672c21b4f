import { expect, test } from '@playwright/test';
import { languages, openGraphLocales, pageAddresses, siteConfig } from '@verdalia/shared';

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

test('the icons and the web app manifest are served, at their sizes', async ({ request }) => {
  const home = await (await request.get('/')).text();
  for (const link of [
    '<link rel="icon" href="/favicon.ico" sizes="32x32"',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png"',
    '<link rel="manifest" href="/manifest.webmanifest"',
  ])
    expect(home).toContain(link);

  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  const icoBody = await ico.body();
  expect([icoBody.readUInt16LE(2), icoBody[6], icoBody[7]]).toEqual([1, 32, 32]);
  expect(pngSize(await (await request.get('/apple-touch-icon.png')).body())).toEqual({
    width: 180,
    height: 180,
  });

  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: siteConfig.company,
    short_name: siteConfig.shortName,
    theme_color: siteConfig.brandColors.blue,
  });
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const size = Number(icon.sizes.split('x')[0]);
    expect(pngSize(await (await request.get(icon.src)).body())).toEqual({
      width: size,
      height: size,
    });
  }
  // The logo the structured data names is one of them.
  expect((await request.get('/icon-512.png')).status()).toBe(200);
});

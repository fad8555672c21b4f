import { expect, test } from '../support/test';
import { categoryPageAddresses, languages, pageAddresses } from '@verdalia/shared';
import { siteConfig } from '../support/content';
import { text } from '../support/locales';
import { addressOf, publicUrl } from '../support/pages';
import { servedProjectPages } from '../support/project-pages';

// Each page in each language is visited once, with its lang, title, description, navigation,
// footer, console and axe checked together: quality/axe.spec.ts. The crawl (crawl.spec.ts)
// checks canonical, hreflang and links of every address.

test('every language has its own address for a page, already in that language, with SEO tags', async ({
  request,
}) => {
  for (const language of languages) {
    const address = addressOf('about', language);
    const html = await (await request.get(address)).text();
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain(`<title>${text(language, 'common', 'meta.about.title')}</title>`);
    expect(html).toContain(`>${text(language, 'about', 'hero.title')}</h1>`);
    expect(html).toContain(`<link rel="canonical" href="${publicUrl(address)}">`);
    for (const alternate of languages) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${alternate}" href="${publicUrl(addressOf('about', alternate))}">`,
      );
    }
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${publicUrl('/nosotros')}">`,
    );
    expect(html).toContain('property="og:title"');
  }
});

test('sitemap.xml lists every address with its alternates, and robots.txt names it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const addresses = [
    ...pageAddresses,
    ...categoryPageAddresses,
    ...(await servedProjectPages(request)),
  ];
  expect(locations.sort()).toEqual(addresses.map((entry) => publicUrl(entry.path)).sort());
  expect(sitemap).toContain(`hreflang="pt" href="${siteConfig.siteUrl}/pt/sobre"/>`);
  expect(sitemap).toContain(`hreflang="x-default" href="${siteConfig.siteUrl}/nosotros"/>`);
  // A date only where it is true: the privacy notice's last review, nowhere else.
  expect([...sitemap.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1])).toEqual(
    languages.map(() => siteConfig.privacyNoticeUpdated),
  );
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteConfig.siteUrl}/sitemap.xml`);
  const ogImage = await request.get('/og-image-es.png');
  expect(ogImage.status()).toBe(200);
  expect(ogImage.headers()['content-type']).toBe('image/png');
});

import { expect, test } from '../support/test';
import { languages, pages } from '@verdalia/shared';
import { text } from '../support/locales';

// Each page in each language is visited once, with its lang, title, description, navigation,
// footer, console and axe checked together: quality/axe.spec.ts.

test('the server sends every page already in the chosen language, with SEO tags', async ({
  request,
}) => {
  for (const language of languages) {
    const response = await request.get('/nosotros', { headers: { cookie: `lng=${language}` } });
    const html = await response.text();
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain(`<title>${text(language, 'common', 'meta.about.title')}</title>`);
    expect(html).toContain(`>${text(language, 'about', 'hero.title')}</h1>`);
    for (const alternate of ['es', 'en', 'pt', 'x-default']) {
      expect(html).toContain(`hreflang="${alternate}"`);
    }
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/nosotros/);
    expect(html).toContain('property="og:title"');
  }
});

test('sitemap.xml and robots.txt list the pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const entry of pages)
    expect(sitemap).toContain(`${entry.path === '/' ? '' : entry.path}</loc>`);
  expect(sitemap).toContain('hreflang="pt"');
  const robots = await (await request.get('/robots.txt')).text();
  const ogImage = await request.get('/og-image-es.png');
  expect(ogImage.status()).toBe(200);
  expect(ogImage.headers()['content-type']).toBe('image/png');
  expect(robots).toContain('Sitemap:');
});

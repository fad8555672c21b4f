import { expect, test } from '../support/test';
import { languages, pages } from '@verdalia/shared';
import { watchConsole } from '../support/console';
import { text } from '../support/locales';

for (const language of languages) {
  for (const entry of pages) {
    test(`${entry.path} renders in ${language} without console problems`, async ({ page }) => {
      const problems = watchConsole(page);
      const response = await page.goto(`${entry.path}?lng=${language}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(text(language, 'common', `meta.${entry.id}.title`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        text(language, 'common', `meta.${entry.id}.description`),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      if (entry.inNavigation)
        await expect(page.locator('header nav a[aria-current="page"]')).toHaveText(
          text(language, 'common', `nav.${entry.id}`),
        );
      await expect(page.locator('footer')).toContainText(
        text(language, 'common', 'footer.followLabel'),
      );
      // Wait for hydration: the language switcher becomes interactive.
      await page.locator('.lang__toggle').click();
      await expect(page.locator('.lang__list')).toBeVisible();
      expect(problems).toEqual([]);
    });
  }
}

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

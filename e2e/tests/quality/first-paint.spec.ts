import { expect, test } from '../../support/test';
import { languages } from '@verdalia/shared';
import { qualityRoutes } from './routes';

// Issue 5 (LCP on a slow phone): the first screen needs the HTML and nothing that blocks
// rendering; the code that makes the page interactive is requested only after it painted,
// and no stylesheet the page carries inline is downloaded again.

test('every prerendered page paints from its HTML alone: no blocking script or stylesheet', async ({
  request,
}) => {
  for (const language of languages) {
    for (const route of qualityRoutes) {
      const html = await (await request.get(`${route.path}?lng=${language}`)).text();
      const where = `${route.id}/${language}`;
      expect(html, where).not.toMatch(/<script[^>]*\ssrc=/);
      expect(html, where).not.toMatch(/<link[^>]*rel="(?:stylesheet|modulepreload)"/);
      expect(html, where).toMatch(/<style>[^<]+<\/style>/);
      expect(html, where).toMatch(/<script type="module" data-entry="\/assets\/[^"]+\.js"/);
    }
  }
});

for (const route of qualityRoutes) {
  test(`${route.id}: scripts are requested after the first paint; inline styles are not fetched`, async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (entry) => {
      if (entry.resourceType() === 'stylesheet') stylesheets.push(entry.url());
    });
    await page.goto(route.path);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByType('paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const script of timing.scripts)
      expect(script.start, script.url).toBeGreaterThanOrEqual(timing.firstPaint);
    // The page's own CSS is inline; using the page (here: the language menu) fetches none.
    await page.locator('.lang__toggle').click();
    await expect(page.locator('.lang__list')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(stylesheets).toEqual([]);
  });
}

test('a client-side navigation brings the next page its stylesheet, once', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (entry) => {
    if (entry.resourceType() === 'stylesheet') stylesheets.push(new URL(entry.url()).pathname);
  });
  await page.goto('/nosotros');
  await page.locator('header nav a[href="/contacto"]').click();
  await expect(page).toHaveURL(/\/contacto$/);
  const form = page.locator('main form');
  await expect(form).toBeVisible();
  expect(stylesheets).toHaveLength(1);
  expect(stylesheets[0]).toMatch(/^\/assets\/contact-page-[\w-]+\.css$/);
  // Styled: the form lays out as the contact page's stylesheet says, not as bare HTML.
  expect(await form.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
});

import { expect, test } from '../../support/test';
import { languages } from '@verdalia/shared';
import { fontStrikes, maxFontStrikes } from './font-strikes';
import { qualityRoutes, routePath } from './routes';

// LCP on a slow phone: the first screen needs the HTML and nothing that blocks rendering;
// the code that makes the page interactive is requested only after it painted, and no
// stylesheet the page carries inline is downloaded again. The same visit counts the page's
// font strikes (font-strikes.ts), which cost time on the first layout.

test('every prerendered page paints from its HTML alone: no blocking script or stylesheet', async ({
  request,
}) => {
  for (const language of languages) {
    for (const route of qualityRoutes) {
      const html = await (await request.get(routePath(route.id, language))).text();
      const where = `${route.id}/${language}`;
      expect(html, where).not.toMatch(/<script[^>]*\ssrc=/);
      expect(html, where).not.toMatch(/<link[^>]*rel="(?:stylesheet|modulepreload)"/);
      expect(html, where).toMatch(/<style>[^<]+<\/style>/);
      expect(html, where).toMatch(/<script type="module" data-entry="\/assets\/[^"]+\.js"/);
    }
  }
});

for (const route of qualityRoutes) {
  test(`${route.id}: scripts are requested after the first paint; inline styles are not fetched; at most ${maxFontStrikes} font strikes at 1440 and 390 px`, async ({
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
    // Text uses few font sizes and weights (font-strikes.ts), at both widths.
    const wide = await fontStrikes(page);
    expect(wide.length, wide.join('\n')).toBeLessThanOrEqual(maxFontStrikes);
    await page.setViewportSize({ width: 390, height: 900 });
    const narrow = await fontStrikes(page);
    expect(narrow.length, narrow.join('\n')).toBeLessThanOrEqual(maxFontStrikes);
    // The page's own CSS is inline; using the page (here: the phone menu) fetches none.
    await page.locator('.menu-toggle').click();
    await expect(page.locator('#site-nav')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-nav')).toBeHidden();
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

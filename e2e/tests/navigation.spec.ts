import type { Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { addressOf } from '../support/pages';

/** The about page's own code, which a first navigation to it has to fetch. */
const aboutChunk = /\/assets\/about-page-[^/]+\.js$/;

test('a navigation that waits for its page shows a bar, says so politely, and then the page', async ({
  page,
}) => {
  await page.goto(addressOf('home', 'es'));
  const progress = page.locator('.page-progress');
  await expect(progress).toHaveAttribute('role', 'status');
  await expect(progress).toHaveAttribute('aria-live', 'polite');
  await expect(progress).toBeEmpty();

  // The about page's code is held, as on a slow connection, until the test lets it through.
  const held: Route[] = [];
  await page.route(aboutChunk, (route) => {
    held.push(route);
  });
  await page
    .locator('footer')
    .getByRole('link', { name: text('es', 'common', 'nav.about') })
    .click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // The old page stays meanwhile; the bar and the words say that the next one is coming.
  await expect(progress).toHaveText(text('es', 'common', 'loading'));
  await expect(progress.locator('.page-progress__bar')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('es', 'home', 'hero.title'),
  );

  for (const route of held.splice(0)) await route.continue();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('es', 'about', 'hero.title'),
  );
  await expect(progress).toBeEmpty();
  await expect(progress.locator('.page-progress__bar')).toHaveCount(0);
});

test('a navigation to a page already loaded shows nothing', async ({ page }) => {
  await page.goto(addressOf('about', 'en'));
  await page
    .locator('footer')
    .getByRole('link', { name: text('en', 'common', 'nav.home') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'home', 'hero.title'),
  );
  // From here on, anything ever written into the live region, however briefly, is recorded.
  const shown: string[] = [];
  await page.exposeFunction('progressShown', (what: string) => shown.push(what));
  await page.evaluate(() => {
    const region = document.querySelector('.page-progress');
    if (!region) throw new Error('no progress region');
    const report = (window as unknown as { progressShown: (what: string) => Promise<void> })
      .progressShown;
    new MutationObserver(() => {
      if (region.textContent) void report(region.textContent);
    }).observe(region, { childList: true, subtree: true, characterData: true });
  });
  // Back to the page the visit started on: its code is already here.
  await page
    .locator('footer')
    .getByRole('link', { name: text('en', 'common', 'nav.about') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'about', 'hero.title'),
  );
  expect(shown).toEqual([]);
});

for (const intent of ['pointer', 'keyboard'] as const) {
  test(`a page's code starts loading when the visitor is about to follow a link to it (${intent})`, async ({
    page,
  }) => {
    await page.goto(addressOf('home', 'pt'));
    const requested = page.waitForRequest(aboutChunk);
    const footer = page.locator('footer');
    if (intent === 'pointer') {
      await footer.getByRole('link', { name: text('pt', 'common', 'nav.about') }).hover();
    } else {
      // Tab from the link before it, as a keyboard user reaches it.
      await footer.getByRole('link', { name: text('pt', 'common', 'nav.home') }).focus();
      await page.keyboard.press('Tab');
    }
    await requested;
    // Nothing has navigated: the visitor has not chosen yet.
    await expect(page).toHaveURL(new RegExp(`${addressOf('home', 'pt')}$`));
  });
}

import type { Page } from '@playwright/test';
import { pagePath, type Language } from '@verdalia/shared';
import { text } from './locales';
import { expect } from './test';

/** Waits until the page of `namespace` is shown: its hero title is the main heading. */
async function expectPage(page: Page, language: Language, namespace: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(language, namespace, 'hero.title'),
  );
}

/** Follows the footer's link to the page `nav` (a key of common's nav, also its namespace). */
export async function followFooterLink(page: Page, language: Language, nav: string) {
  await page
    .locator('footer')
    .getByRole('link', { name: text(language, 'common', `nav.${nav}`) })
    .click();
  await expectPage(page, language, nav);
}

/** The page's call to action (its namespace's cta.button) leads to the contact page, in its language. */
export async function expectCtaLeadsToContact(
  page: Page,
  language: Language,
  namespace: string,
  url: string,
) {
  await page.goto(url);
  await page.getByRole('link', { name: text(language, namespace, 'cta.button') }).click();
  await expect(page).toHaveURL(new RegExp(`${pagePath('contact', language)}$`));
  await expectPage(page, language, 'contact');
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** With page.clock installed: from here on no timer fires unless the test moves the clock. */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/**
 * On a page just shown with the clock paused: something moves it to `y` while it settles
 * (late layout, restoration, a stray scroll), and its own timer puts it back at the top
 * 50 ms after it mounted, not before.
 */
export async function expectBackToTopAfter50ms(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  expect(await scrollY(page)).toBe(y);
  await page.clock.runFor(49);
  expect(await scrollY(page)).toBe(y);
  await page.clock.runFor(1);
  await expect.poll(() => scrollY(page)).toBe(0);
}

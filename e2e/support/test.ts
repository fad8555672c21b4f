import { test as base } from '@playwright/test';
import { pageVisitMs } from './budget';
import { waitForHydration } from './hydration';

export { expect } from '@playwright/test';

/** The localStorage entry that says the visitor answered the first-visit language notice. */
export const languageOfferKey = 'verdalia.languageOffer';

/**
 * Playwright's `test`, with three differences:
 *  - `page.goto` to a page of the site also waits until React has hydrated it. The site
 *    requests its scripts only after the first paint, so the load event (where goto stops)
 *    can come before the page is interactive; a test that acts at once then meets the page a
 *    visitor meets a moment later, not the still-static one.
 *  - each page the test shows adds `pageVisitMs` to its deadline (support/budget.ts);
 *  - the suite's Spanish browser has answered the offer of its language already, so the
 *    notice (a Spanish offer on every English and Portuguese page) stays out of tests about
 *    other things; `test.use({ languageOfferAnswered: false })` brings it back
 *    (tests/language.spec.ts).
 */
export const test = base.extend<{ languageOfferAnswered: boolean }>({
  languageOfferAnswered: [true, { option: true }],
  page: async ({ page, languageOfferAnswered, javaScriptEnabled }, use, testInfo) => {
    // Each page the test shows (a load, or the client router's change of address) is work its
    // deadline grows by, so a test that walks pages never outruns a deadline meant for one.
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) testInfo.setTimeout(testInfo.timeout + pageVisitMs);
    });
    if (languageOfferAnswered) {
      await page.addInitScript((key) => {
        window.localStorage.setItem(key, 'answered');
      }, languageOfferKey);
    }
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const type = response?.headers()['content-type'] ?? '';
      // Without JavaScript there is nothing to wait for: the page is as it came.
      if (type.startsWith('text/html') && javaScriptEnabled) await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

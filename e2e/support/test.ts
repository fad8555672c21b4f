import { test as base } from '@playwright/test';
import { waitForHydration } from './hydration';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with one difference: `page.goto` to a page of the site also waits
 * until React has hydrated it. The site requests its scripts only after the first paint, so
 * the load event (where goto stops) can come before the page is interactive; a test that
 * acts at once then meets the page a visitor meets a moment later, not the still-static one.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const type = response?.headers()['content-type'] ?? '';
      if (type.startsWith('text/html')) await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

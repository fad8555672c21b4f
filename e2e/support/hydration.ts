import type { Page } from '@playwright/test';

/**
 * Waits until the script has settled the page: React has hydrated it whole (the app marks
 * `<html data-hydrated>` once the layout and the page inside it are interactive,
 * apps/web/src/app/hydrated-mark.tsx), or it left the page as served because the page's data
 * did not load (`<html data-app="static">`, apps/web/src/app/hydrate.tsx).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated], html[data-app="static"]').waitFor({ state: 'attached' });
}

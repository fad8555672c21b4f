import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the whole page: the app marks `<html data-hydrated>` once
 * the layout and the page inside it are interactive (apps/web/src/app/hydrated-mark.tsx).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

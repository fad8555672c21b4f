import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the whole page. Hydration runs as a transition, in slices,
 * in document order, and commits at the end: once the last element of the page carries
 * React's props, every element before it does, and the commit follows in the same task.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    let last = document.getElementById('root')?.lastElementChild ?? null;
    while (last?.lastElementChild) last = last.lastElementChild;
    return last !== null && Object.keys(last).some((key) => key.startsWith('__reactProps'));
  });
}

import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the whole page. Hydration runs as a transition, in slices,
 * in document order, and commits at the end of each pass; the layout (header, footer)
 * comes first, and the page inside its Suspense boundary follows in a pass of its own,
 * some milliseconds later. So both the layout's last element and the page's last element
 * must carry React's props.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const lastWithin = (element: Element | null) => {
      let last = element?.lastElementChild ?? null;
      while (last?.lastElementChild) last = last.lastElementChild;
      return last;
    };
    const hydrated = (element: Element | null) =>
      element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    return (
      hydrated(lastWithin(document.getElementById('root'))) &&
      hydrated(lastWithin(document.getElementById('main')))
    );
  });
}

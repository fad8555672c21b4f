import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated the page: `<html data-hydrated>`. Rendered last
 * inside the page's Suspense boundary, which hydrates in a pass of its own after the layout,
 * so its effect runs when both are interactive. Browser tests wait for this mark.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

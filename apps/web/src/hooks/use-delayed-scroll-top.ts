import { useEffect } from 'react';

/** How long after mounting the projects and Semilla DC pages scroll back to the top. */
const scrollTopDelayMs = 50;

/**
 * Scrolls the window to the top `delayMs` after mount. The router already resets the
 * scroll on navigation; this second reset catches what moves the page while the new
 * page settles (late layout, browser restoration, a scroll during the first frames).
 */
export function useDelayedScrollTop(delayMs: number = scrollTopDelayMs): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
}

import { useEffect } from 'react';

/** Spec: the projects page scrolls back to the top 50 ms after it mounts. */
export function useScrollToTopAfter(delay = 50) {
  useEffect(() => {
    const timer = window.setTimeout(
      () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }),
      delay,
    );
    return () => window.clearTimeout(timer);
  }, [delay]);
}

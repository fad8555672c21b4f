import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every change of path starts the new page at the top. Not the first render: the page was
 * already on screen before it hydrated, and a visitor who began scrolling keeps their place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

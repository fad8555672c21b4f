import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Every change of path starts the new page at the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

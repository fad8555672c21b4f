import { useEffect, type RefObject } from 'react';
import { inertOutside } from './inert-outside';

/** Where the header shows its links in line and the menu cannot be open (header.css). */
const wideQuery = '(min-width: 1080px)';

/**
 * While the phone menu is open it is modal: the focus moves to its first link, and everything
 * but the menu and its toggle (the page, the rest of the header) is inert, so Tab goes round
 * the links and the toggle only. A window widened to show the links in line closes it.
 */
export function useModalMenu(
  open: boolean,
  menu: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  useEffect(() => {
    const nav = menu.current;
    const button = toggle.current;
    if (!open || !nav || !button) return;
    nav.querySelector('a')?.focus();
    const restore = inertOutside([nav, button]);
    document.body.classList.add('nav-open');
    const wide = window.matchMedia(wideQuery);
    const onResize = () => {
      if (wide.matches) close();
    };
    wide.addEventListener('change', onResize);
    return () => {
      wide.removeEventListener('change', onResize);
      document.body.classList.remove('nav-open');
      restore();
    };
  }, [open, menu, toggle, close]);
}

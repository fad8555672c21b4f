import { resolveAddress, type Language, type PageKey } from '@verdalia/shared';
import type { LoadablePage } from './page-registry';

/**
 * Starts loading a page's code and texts when the visitor shows they are about to follow a
 * link to it (a pointer over it, the focus on it, a finger on it) instead of at the click: on
 * a slow connection that head start is a good part of the wait. Only for this document's
 * pages: a link to another language loads another document.
 */
export function preloadOnIntent(registry: Record<PageKey, LoadablePage>, language: Language): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    // A focus the visitor moved (Tab), not one the page moved after a click (the phone menu's).
    if (event.type === 'focusin' && !link.matches(':focus-visible')) return;
    const resolution = resolveAddress(link.pathname);
    if (resolution.kind === 'page' && resolution.language === language) {
      void registry[resolution.page].preload();
    }
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}

import { useSyncExternalStore } from 'react';
import type { Language } from '@verdalia/shared';

/** What a page adds to its address in another language: the query in that language's words. */
export type LanguageQuery = (language: Language) => string;

let current: LanguageQuery | null = null;
const listeners = new Set<() => void>();

/**
 * Set by a page while it shows a choice its address carries (the projects list's category),
 * cleared when it goes: the language menu's links keep it. The page sets it from an effect, so
 * the prerendered links, and the render that hydrates them, carry none; and the code that reads
 * the choice stays in the page's chunk, not in every page's first visit.
 */
export function setLanguageQuery(query: LanguageQuery | null): void {
  current = query;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The query the page being shown asks the language menu to keep, if any. */
export function useLanguageQuery(): LanguageQuery | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

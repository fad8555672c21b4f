import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * False in the prerender and in the render that hydrates it (which must match), true from
 * the next render on: for what only a running script can offer (timers, toggles).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, isClient, isServer);
}

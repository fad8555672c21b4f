/**
 * The pages a navigation is waiting for: a page whose code or texts are still on their way when
 * the router renders it (page-registry.tsx). The router keeps the old page on screen meanwhile
 * (its updates are transitions), so this is what says that something is happening.
 */
let waiting = 0;
const listeners = new Set<() => void>();

// Reported after the render that started the load, never during it.
const changed = () =>
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });

/** Counts `load` as a page the visitor is waiting for, until it settles. */
export function waitForPage<T>(load: Promise<T>): Promise<T> {
  waiting += 1;
  changed();
  const settled = () => {
    waiting -= 1;
    changed();
  };
  load.then(settled, settled);
  return load;
}

export function subscribeToPageLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const waitingForPage = (): boolean => waiting > 0;

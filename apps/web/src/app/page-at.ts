import { notFoundPageId, resolveAddress, type PageKey } from '@verdalia/shared';

/**
 * The page a path shows, by the shared address rule: its page (also for another spelling of
 * it, which the router then replaces with the one address), else the 404 page.
 */
export function pageKeyOfPath(pathname: string): PageKey {
  const resolution = resolveAddress(pathname);
  return resolution.kind === 'notFound' ? notFoundPageId : resolution.page;
}

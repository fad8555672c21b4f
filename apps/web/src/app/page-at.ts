import {
  categoryById,
  notFoundPageId,
  resolveAddress,
  type Category,
  type PageKey,
} from '@verdalia/shared';

/**
 * The page a path shows, by the shared address rule: its page (also for another spelling of
 * it, which the router then replaces with the one address), else the 404 page.
 */
export function pageKeyOfPath(pathname: string): PageKey {
  const resolution = resolveAddress(pathname);
  return resolution.kind === 'notFound' ? notFoundPageId : resolution.page;
}

/** The category a path's page shows: a category's page (category-pages.ts), else none. */
export function categoryOfPath(pathname: string): Category | undefined {
  const resolution = resolveAddress(pathname);
  return resolution.kind === 'page' && resolution.category
    ? categoryById(resolution.category)
    : undefined;
}

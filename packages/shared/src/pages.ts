import { siteConfig } from './site-config.js';

/**
 * Every route of the site: the six of the navigation, in its order, then the privacy notice
 * (linked from the footer and the contact form). URLs carry no language prefix.
 */
export const pages = [
  { id: 'home', path: '/', inNavigation: true },
  { id: 'about', path: '/nosotros', inNavigation: true },
  { id: 'clients', path: '/clientes', inNavigation: true },
  { id: 'projects', path: '/proyectos', inNavigation: true },
  { id: 'semilla', path: siteConfig.product.path, inNavigation: true },
  { id: 'contact', path: '/contacto', inNavigation: true },
  { id: 'privacy', path: '/privacidad', inNavigation: false },
] as const;

export type Page = (typeof pages)[number];
export type PageId = Page['id'];

export type NavigationPage = Extract<Page, { inNavigation: true }>;

/** The pages of the header's and footer's navigation. */
export const navigationPages: readonly NavigationPage[] = pages.filter(
  (page): page is NavigationPage => page.inNavigation,
);

/** The translated "page not found" page, answered for any other path (HTTP 404). */
export const notFoundPageId = 'notFound';

/** Every page the site renders: one per route, and the 404. */
export type PageKey = PageId | typeof notFoundPageId;

export const pageKeys: readonly PageKey[] = [...pages.map((page) => page.id), notFoundPageId];

export function pageByPath(pathname: string): Page | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pages.find((page) => page.path === normalized);
}

/** The page a path shows: its route's, or the 404. */
export function pageKeyByPath(pathname: string): PageKey {
  return pageByPath(pathname)?.id ?? notFoundPageId;
}

export function pagePath(id: PageId): string {
  const page = pages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`Unknown page ${id}`);
  return page.path;
}

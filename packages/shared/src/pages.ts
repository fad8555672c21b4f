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

export const notFoundPageId = 'notFound';

export function pageByPath(pathname: string): Page | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pages.find((page) => page.path === normalized);
}

export function pagePath(id: PageId): string {
  const page = pages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`Unknown page ${id}`);
  return page.path;
}

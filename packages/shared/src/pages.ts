import { siteConfig } from './site-config.js';

/** The six routes of the site, in navigation order. URLs carry no language prefix. */
export const pages = [
  { id: 'home', path: '/' },
  { id: 'about', path: '/nosotros' },
  { id: 'clients', path: '/clientes' },
  { id: 'projects', path: '/proyectos' },
  { id: 'semilla', path: siteConfig.product.path },
  { id: 'contact', path: '/contacto' },
] as const;

export type Page = (typeof pages)[number];
export type PageId = Page['id'];

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

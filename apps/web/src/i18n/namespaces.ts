import type { PageId } from '@verdalia/shared';

export const namespaces = [
  'common',
  'home',
  'about',
  'clients',
  'projects',
  'semilla',
  'contact',
  'form',
] as const;

export type Namespace = (typeof namespaces)[number];

export type PageKey = PageId | 'notFound';

/** The translation namespaces each page needs before it can render. */
export const pageNamespaces: Record<PageKey, readonly Namespace[]> = {
  home: ['common', 'home'],
  about: ['common', 'about'],
  clients: ['common', 'clients'],
  projects: ['common', 'projects'],
  semilla: ['common', 'semilla'],
  contact: ['common', 'contact', 'form'],
  notFound: ['common'],
};

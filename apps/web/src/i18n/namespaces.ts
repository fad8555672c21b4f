import type { PageKey } from '@verdalia/shared';

export const namespaces = [
  'common',
  'home',
  'about',
  'clients',
  'projects',
  'semilla',
  'contact',
  'privacy',
  'form',
  'contact-fallback',
  'language-notice',
  // The content lists staff edit (content/team, content/clients), loaded like the texts.
  'team',
  'client-list',
] as const;

export type Namespace = (typeof namespaces)[number];

/** The translation namespaces each page needs before it can render. */
export const pageNamespaces: Record<PageKey, readonly Namespace[]> = {
  home: ['common', 'home'],
  about: ['common', 'about', 'team'],
  clients: ['common', 'clients', 'client-list'],
  projects: ['common', 'projects'],
  project: ['common', 'projects'],
  semilla: ['common', 'semilla'],
  // The form's messages ('form') load when the visitor starts using the form, and the way out
  // when the captcha cannot load ('contact-fallback') only on that failure.
  contact: ['common', 'contact'],
  privacy: ['common', 'privacy'],
  notFound: ['common'],
};

import type { Language } from '@verdalia/shared';
import type { Namespace } from './namespaces';

/**
 * The content file each namespace is read from, relative to apps/web (the key of Vite's
 * manifest): the page texts and the team and client lists staff edit through the CMS, in the
 * repository's content/ folder. `form` is the shared package's (resources.ts). The prerender
 * runs this on Node's type stripping: it imports nothing at run time.
 */
export function namespaceSource(language: Language, namespace: Exclude<Namespace, 'form'>): string {
  if (namespace === 'team') return `../../content/team/${language}.json`;
  if (namespace === 'client-list') return `../../content/clients/${language}.json`;
  return `../../content/pages/${language}/${namespace}.json`;
}

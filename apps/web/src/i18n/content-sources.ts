import type { Language } from '@verdalia/shared';
import type { Namespace } from './namespaces';

/** The content file each namespace is read from, relative to the repository's content/ folder. */
export function contentFile(language: Language, namespace: Exclude<Namespace, 'form'>): string {
  if (namespace === 'team') return `team/${language}.json`;
  if (namespace === 'client-list') return `clients/${language}.json`;
  return `pages/${language}/${namespace}.json`;
}

/**
 * The same file relative to apps/web (the key of Vite's manifest): the page texts and the team
 * and client lists staff edit through the CMS, in the repository's content/ folder. `form` is
 * the shared package's (resources.ts). The prerender runs this on Node's type stripping: it
 * imports nothing at run time.
 */
export function namespaceSource(language: Language, namespace: Exclude<Namespace, 'form'>): string {
  return `../../content/${contentFile(language, namespace)}`;
}

import type { Language } from '@verdalia/shared';
import type { Namespace } from './namespaces';

/** The namespaces that are a collection's list of entries (content/team, content/clients). */
export const listNamespaces = { team: 'team', 'client-list': 'clients' } as const;
type ListNamespace = keyof typeof listNamespaces;

export const isListNamespace = (namespace: Namespace): namespace is ListNamespace =>
  namespace in listNamespaces;

/** A page text's file, relative to the repository's content/ folder: pages/<lng>/<name>.json. */
export function contentFile(
  language: Language,
  namespace: Exclude<Namespace, 'form' | ListNamespace>,
): string {
  return `pages/${language}/${namespace}.json`;
}

/**
 * Where a namespace's texts come from, as the key of Vite's manifest (the prerender preloads its
 * chunk): a page text's file in the repository's content/ folder, relative to apps/web, or the
 * list module of a collection of entries (scripts/content/content-files.ts). `form` is the
 * shared package's (resources.ts). The prerender runs this on Node's type stripping: it imports
 * nothing at run time.
 */
export function namespaceSource(language: Language, namespace: Exclude<Namespace, 'form'>): string {
  return isListNamespace(namespace)
    ? `virtual:content/${listNamespaces[namespace]}/${language}`
    : `../../content/${contentFile(language, namespace)}`;
}

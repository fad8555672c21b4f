import type { Language, ListedProject } from '@verdalia/shared';

/**
 * Where the browser gets the project list: /list-<lng>.json, the list the prerender rendered
 * (checked with the shared schema; scripts/prerender.ts fails the build on a list it refuses),
 * which the build writes with each project's page slugs in every language. The page's code
 * loads it before the page first renders (`loadProjectList`, the page modules' `loadData`):
 * before hydration on a first visit, so the prerendered cards hydrate from the same list, and
 * before a client-side visit shows the page. The pages do not carry it as a JSON block: that
 * doubled their HTML past what arrives in the first round trip (docs/performance.md).
 */

/** The list of one language: one address, cached like any file of the build (no per-load query). */
export function projectListUrl(language: Language): string {
  return `/list-${language}.json`;
}

export type ListOutcome = { ok: true; projects: readonly ListedProject[] } | { ok: false };

const known = new Map<Language, readonly ListedProject[]>();
const requests = new Map<Language, Promise<ListOutcome>>();

/** The list of the language if this document has fetched it already. */
export function knownList(language: Language): readonly ListedProject[] | null {
  return known.get(language) ?? null;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The shape the cards read, checked cheaply: the lists are the build's own files, validated in
 * full by the prerender and the tests (projectListSchema), so the browser does not carry the
 * schema; this only turns a wrong file (a host's error page, an old format) into a failure.
 */
export function isProjectList(value: unknown): value is ListedProject[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        'id' in item &&
        typeof item.id === 'number' &&
        'title' in item &&
        isText(item.title) &&
        'categories' in item &&
        Array.isArray(item.categories) &&
        item.categories.every(isText) &&
        'countries' in item &&
        Array.isArray(item.countries) &&
        'years' in item &&
        typeof item.years === 'object' &&
        'results' in item &&
        Array.isArray(item.results) &&
        item.results.length > 0,
    )
  );
}

/**
 * Fetches the list once per language and document (every render asking shares the request,
 * which `use` requires). A failure (network, a non-OK answer, a body that is no list) is logged
 * and resolves to `{ ok: false }`, kept like a success: the page then offers to load its own
 * document, which carries the list.
 */
export function requestList(
  language: Language,
  fetchList: typeof fetch = window.fetch.bind(window),
): Promise<ListOutcome> {
  const pending = requests.get(language);
  if (pending) return pending;
  const request = (async (): Promise<ListOutcome> => {
    try {
      const response = await fetchList(projectListUrl(language));
      if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
      const body: unknown = await response.json();
      if (!isProjectList(body)) throw new Error('Malformed project list');
      known.set(language, body);
      return { ok: true, projects: body };
    } catch (error) {
      console.error('Error al cargar proyectos', error);
      return { ok: false };
    }
  })();
  requests.set(language, request);
  return request;
}

/** Loads the list before a page that shows it renders: whether it could be loaded. */
export async function loadProjectList(language: Language): Promise<boolean> {
  return (await requestList(language)).ok;
}

/** Forgets what was loaded (tests). */
export function forgetLists(): void {
  known.clear();
  requests.clear();
}

import type { Language, ListedProject } from '@verdalia/shared';

/**
 * Where the browser gets the project list. The prerendered projects page (and each project's
 * page) carries its list
 * twice: rendered (every card, so nothing has to load for a visitor to read them) and as a
 * JSON data block (`islandId`), which hydration reads, so the page never fetches on its first
 * visit. A visit that reaches the page by a client-side navigation from another page has no
 * such block: it fetches /list-<lng>.json, the list the prerender rendered (checked with the
 * shared schema; scripts/prerender.ts fails the build on a list it refuses), which the build
 * writes with each project's page slugs in every language.
 */

/** The id of the page's JSON data block. */
export const islandId = 'project-list-data';

/** The list as the data block holds it: JSON with `<` escaped, so no text can close the block. */
export function serializeList(projects: readonly ListedProject[]): string {
  return JSON.stringify(projects).replace(/</g, '\\u003c');
}

/** The list of one language: one address, cached like any file of the build (no per-load query). */
export function projectListUrl(language: Language): string {
  return `/list-${language}.json`;
}

export type ListOutcome = { ok: true; projects: readonly ListedProject[] } | { ok: false };

const known = new Map<Language, readonly ListedProject[]>();
const requests = new Map<Language, Promise<ListOutcome>>();

/** The list of the language if this document already has it: its data block, or an earlier fetch. */
export function knownList(
  language: Language,
  doc: Document = document,
): readonly ListedProject[] | null {
  const cached = known.get(language);
  if (cached) return cached;
  const island = doc.getElementById(islandId);
  if (island?.dataset.language !== language || !island.textContent) return null;
  const projects: unknown = JSON.parse(island.textContent);
  if (!isProjectList(projects)) return null;
  known.set(language, projects);
  return projects;
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

/** Forgets what was loaded (tests). */
export function forgetLists(): void {
  known.clear();
  requests.clear();
}

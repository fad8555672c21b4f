import type { Language, Project } from '@verdalia/shared';
import type { ProjectsAction } from './projects-state';

/** The list of one language, with a timestamp so no cache serves a stale list. */
export function projectListUrl(language: Language, timestamp: number): string {
  return `/list-${language}.json?t=${timestamp}`;
}

// A light structural check instead of the shared zod schema: the schema validates the
// files in the tests, and keeping zod out of this chunk keeps the page's JS small.
function isProjectList(value: unknown): value is Project[] {
  return (
    Array.isArray(value) &&
    value.every((item: unknown) => {
      if (typeof item !== 'object' || item === null) return false;
      const project = item as Record<string, unknown>;
      return (
        (typeof project.id === 'string' || typeof project.id === 'number') &&
        typeof project.title === 'string' &&
        typeof project.description === 'string' &&
        Array.isArray(project.categories) &&
        project.categories.every((name) => typeof name === 'string')
      );
    })
  );
}

export interface LoadDependencies {
  fetch: typeof fetch;
  now: () => number;
  signal?: AbortSignal;
}

/**
 * Fetches the project list and turns the outcome into a state action. Any failure —
 * network error, non-OK answer, malformed body — is logged (spec §8, console only)
 * and becomes `failed`. A cancelled request (the language changed again, or the
 * page was left) resolves to null: nothing to report, nothing to show.
 */
export async function loadProjects(
  language: Language,
  { fetch: fetchList, now, signal }: LoadDependencies,
): Promise<ProjectsAction | null> {
  try {
    const response = await fetchList(projectListUrl(language, now()), { signal });
    if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
    const data: unknown = await response.json();
    if (!isProjectList(data)) throw new Error('Malformed project list');
    return { type: 'loaded', projects: data };
  } catch (error) {
    if (signal?.aborted) return null;
    console.error('Error al cargar proyectos', error);
    return { type: 'failed' };
  }
}

import { projectListSchema, type Language } from '@verdalia/shared';
import type { ProjectsAction } from './projects-state';

/**
 * The list of one language: one address, cached like any file of the build (revalidated by
 * its ETag, so a new build's list is read at once and an unchanged one costs a 304).
 */
export function projectListUrl(language: Language): string {
  return `/list-${language}.json`;
}

export interface LoadDependencies {
  fetch: typeof fetch;
  signal?: AbortSignal;
}

/**
 * Fetches the project list and turns the outcome into a state action. Any failure —
 * network error, non-OK answer, a body the shared schema rejects — is logged (console only)
 * and becomes `failed`. A cancelled request (the language changed again, or the
 * page was left) resolves to null: nothing to report, nothing to show.
 */
export async function loadProjects(
  language: Language,
  { fetch: fetchList, signal }: LoadDependencies,
): Promise<ProjectsAction | null> {
  try {
    const response = await fetchList(projectListUrl(language), { signal });
    if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
    const list = projectListSchema.safeParse(await response.json());
    if (!list.success) throw new Error('Malformed project list', { cause: list.error });
    return { type: 'loaded', projects: list.data };
  } catch (error) {
    if (signal?.aborted) return null;
    console.error('Error al cargar proyectos', error);
    return { type: 'failed' };
  }
}

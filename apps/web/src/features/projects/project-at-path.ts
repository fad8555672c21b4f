import { useContext } from 'react';
import {
  projectAtSlug,
  projectPageKey,
  projectPagePath,
  resolveAddress,
  type Language,
  type ListedProject,
} from '@verdalia/shared';
import { PrerenderedProjects } from './prerendered-projects';
import { knownList } from './project-list-source';

/** The project whose page a path is, in a list of its language; none for any other path. */
export function projectAtPath(
  projects: readonly ListedProject[],
  pathname: string,
): ListedProject | undefined {
  const resolution = resolveAddress(pathname);
  if (resolution.kind !== 'page' || resolution.page !== projectPageKey) return undefined;
  return projectAtSlug(projects, pathname.slice(pathname.lastIndexOf('/') + 1));
}

/** A project's page in a language, from its slugs (none where it has no page there). */
export function projectPageIn(project: ListedProject, language: Language): string | undefined {
  const slug = project.slugs?.[language];
  return slug === undefined ? undefined : projectPagePath(slug, language);
}

/**
 * The project shown at a path, where this document knows the list of its language: the
 * prerender's, or the fetch the page's code made before it rendered (project-list-source.ts). Read without waiting: the frame
 * (language menu, head) renders before the page, which waits for the list itself.
 */
export function useProjectAtPath(pathname: string, language: Language): ListedProject | undefined {
  const prerendered = useContext(PrerenderedProjects);
  const projects = prerendered ?? knownList(language);
  return projects ? projectAtPath(projects, pathname) : undefined;
}

/**
 * Whether the list this document fetched still has the project its served page shows: a
 * deploy between the page and the list (each cached on its own) can rename or remove it, and
 * the page then stays as served rather than hydrate into "not found" (app/hydrate.tsx).
 */
export function listHasProjectAt(pathname: string, language: Language): boolean {
  const projects = knownList(language);
  return projects !== null && projectAtPath(projects, pathname) !== undefined;
}

import { use, useContext } from 'react';
import type { Language } from '@verdalia/shared';
import { PrerenderedProjects } from './prerendered-projects';
import { knownList, requestList, type ListOutcome } from './project-list-source';

/**
 * The project list of the language, ready at the first render wherever the page's code loaded
 * it first (the prerender's context; hydration and a client-side visit, after the page
 * module's `loadData`). Otherwise (Vite's dev server before the list arrives) the component
 * suspends until it has: the page appears whole, never as a spinner in an empty box.
 */
export function useProjectList(language: Language): ListOutcome {
  const prerendered = useContext(PrerenderedProjects);
  if (prerendered) return { ok: true, projects: prerendered };
  const projects = knownList(language);
  if (projects) return { ok: true, projects };
  return use(requestList(language));
}

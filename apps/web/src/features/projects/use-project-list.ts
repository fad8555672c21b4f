import { use, useContext } from 'react';
import type { Language } from '@verdalia/shared';
import { PrerenderedProjects } from './prerendered-projects';
import { knownList, requestList, type ListOutcome } from './project-list-source';

/**
 * The project list of the language, ready at the first render wherever the document has it
 * (the prerender, and hydration reading the page's data block). Otherwise (a client-side
 * navigation from another page, Vite's dev server) the component suspends until the list has
 * arrived: the page appears whole, never as a spinner in an empty box.
 */
export function useProjectList(language: Language): ListOutcome {
  const prerendered = useContext(PrerenderedProjects);
  if (prerendered) return { ok: true, projects: prerendered };
  const projects = knownList(language);
  if (projects) return { ok: true, projects };
  return use(requestList(language));
}

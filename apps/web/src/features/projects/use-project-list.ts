import { useEffect, useReducer } from 'react';
import type { Language } from '@verdalia/shared';
import { loadProjects } from './load-projects';
import { initialProjectsState, projectsReducer } from './projects-state';

/** Loads the list of the given language, again whenever the language changes. */
export function useProjectList(language: Language) {
  const [state, dispatch] = useReducer(projectsReducer, initialProjectsState);
  useEffect(() => {
    // In an effect, so the server render and the first client render both show "loading".
    const controller = new AbortController();
    dispatch({ type: 'request' });
    void loadProjects(language, {
      fetch: window.fetch.bind(window),
      signal: controller.signal,
    }).then((action) => {
      if (action) dispatch(action);
    });
    return () => controller.abort();
  }, [language]);
  const select = (key: string) => dispatch({ type: 'select', key });
  return { state, select };
}

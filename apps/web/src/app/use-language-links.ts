import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  categoryQueryIn,
  resolveAddress,
  samePageIn,
  toLanguage,
  type Language,
} from '@verdalia/shared';
import { projectPageIn, useProjectAtPath } from '../features/projects/project-at-path';
import { useHydrated } from '../hooks/use-hydrated';
import type { PageInLanguage } from '../i18n/page-in-language';

/**
 * The same page in another language, for the language menu and the first-visit notice: a
 * project's page links to the same project's (its slug differs by language), and the projects
 * list keeps its chosen category, in the other language's words
 * (/proyectos?categoria=finanzas_sociales → /en/projects?category=social_finance). The
 * category is read once hydrated, as the list reads it: the prerendered page is one file for
 * every query, so its links (and the render that hydrates them) name none.
 */
export function useLanguageLinks(): PageInLanguage {
  const { i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const project = useProjectAtPath(pathname, toLanguage(i18n.language));
  const resolution = resolveAddress(pathname);
  const onList = resolution.kind === 'page' && resolution.page === 'projects';
  return useCallback(
    (language: Language) => {
      const path = samePageIn(pathname, language, (target) =>
        project ? projectPageIn(project, target) : undefined,
      );
      return hydrated && onList
        ? `${path}${categoryQueryIn(new URLSearchParams(search), language)}`
        : path;
    },
    [pathname, search, hydrated, onList, project],
  );
}

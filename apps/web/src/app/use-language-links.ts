import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { samePageIn, toLanguage, type Language } from '@verdalia/shared';
import { projectPageIn, useProjectAtPath } from '../features/projects/project-at-path';
import { useLanguageQuery } from '../i18n/language-query';
import type { PageInLanguage } from '../i18n/page-in-language';

/**
 * The same page in another language, for the language menu and the first-visit notice: a
 * project's page links to the same project's (its slug differs by language), and the projects
 * list keeps its chosen category, in the other language's words
 * (/proyectos?categoria=finanzas_sociales → /en/projects?category=social_finance), which
 * the list sets once hydrated (i18n/language-query.ts): the prerendered page is one file for
 * every query, so its links (and the render that hydrates them) name none.
 */
export function useLanguageLinks(): PageInLanguage {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const project = useProjectAtPath(pathname, toLanguage(i18n.language));
  const query = useLanguageQuery();
  return useCallback(
    (language: Language) => {
      const path = samePageIn(pathname, language, (target) =>
        project ? projectPageIn(project, target) : undefined,
      );
      return query ? `${path}${query(language)}` : path;
    },
    [pathname, project, query],
  );
}

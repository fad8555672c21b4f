import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { samePageIn, toLanguage, type Language } from '@verdalia/shared';
import { projectPageIn, useProjectAtPath } from '../features/projects/project-at-path';
import type { PageInLanguage } from '../i18n/page-in-language';

/**
 * The same page in another language, for the language menu and the first-visit notice: a
 * project's page links to the same project's (its slug differs by language), and a category's
 * page to the same category's (/proyectos/categoria/finanzas-sociales →
 * /en/projects/category/social-finance), by the shared rule (samePageIn).
 */
export function useLanguageLinks(): PageInLanguage {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const project = useProjectAtPath(pathname, toLanguage(i18n.language));
  return useCallback(
    (language: Language) =>
      samePageIn(pathname, language, (target) =>
        project ? projectPageIn(project, target) : undefined,
      ),
    [pathname, project],
  );
}

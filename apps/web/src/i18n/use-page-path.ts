import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePath, toLanguage, type PageId } from '@verdalia/shared';

/**
 * A page's address in the language being shown: every link inside the site goes through this,
 * so a reader (or a crawler) following a page's links stays in its language.
 */
export function usePagePath(): (page: PageId) => string {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return useCallback((page: PageId) => pagePath(page, language), [language]);
}

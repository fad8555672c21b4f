import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Language } from '@verdalia/shared';
import { ensureNamespaces } from './create-i18n';
import type { Namespace } from './namespaces';
import { saveLanguage, withLanguageQuery } from './language-preference';

/**
 * Switches the whole site to another language: loads the texts in use, then changes the
 * language, remembers it, and names it in the address (?lng=), so the address the visitor
 * copies opens in the language they chose, whatever the recipient's browser prefers.
 */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    async (language: Language) => {
      const inUse = Object.keys(i18n.store.data[i18n.language] ?? {}) as Namespace[];
      await ensureNamespaces(i18n, language, inUse);
      await i18n.changeLanguage(language);
      saveLanguage(language);
      void navigate(
        {
          pathname: location.pathname,
          search: withLanguageQuery(location.search, language),
          hash: location.hash,
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [i18n, location, navigate],
  );
}

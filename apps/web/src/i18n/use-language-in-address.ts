import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toLanguage } from '@verdalia/shared';
import { languageInQuery, withLanguageQuery } from './language-preference';

/**
 * Once the address has named the language (a switch, or a link that carried ?lng=), every
 * page reached inside the site names it too: the site's own links are plain paths (the same
 * in every prerendered language), so the query is put back on arrival, replacing the entry.
 * A visit whose address never named a language keeps plain addresses.
 */
export function useLanguageInAddress(): void {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const named = useRef(false);
  const language = toLanguage(i18n.language);
  useEffect(() => {
    if (languageInQuery(location.search)) {
      named.current = true;
      return;
    }
    if (!named.current) return;
    void navigate(
      {
        pathname: location.pathname,
        search: withLanguageQuery(location.search, language),
        hash: location.hash,
      },
      { replace: true, preventScrollReset: true },
    );
  }, [location, language, navigate]);
}

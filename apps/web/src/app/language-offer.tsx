import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@verdalia/shared';
import { languageOffer } from '../features/language-notice/language-offer';
import { useHydrated } from '../hooks/use-hydrated';
import { languageOfferAnswered } from '../i18n/language-offer-memory';

// Loaded only for a visitor it is for: most first visits download none of it.
const LanguageNotice = lazy(() => import('../features/language-notice/language-notice'));

/**
 * Offers the page in the language the visitor's browser prefers, when that is another of
 * ours. Decided in the browser once the page has hydrated (navigator.languages), never by the
 * server: the HTML is the same for every visitor, so any cache can keep it.
 */
export function LanguageOffer() {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const [answered, setAnswered] = useState(false);
  const offered =
    hydrated && !answered
      ? languageOffer({
          pageLanguage: toLanguage(i18n.language),
          browserLanguages: navigator.languages,
          answered: languageOfferAnswered(),
        })
      : undefined;
  useEffect(() => {
    // Once decided, the document says so (<html data-language-offer="en" or "none">), as it
    // says data-hydrated: browser tests wait for it before they look for the notice.
    if (hydrated) document.documentElement.dataset.languageOffer = offered ?? 'none';
  }, [hydrated, offered]);
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageNotice language={offered} onAnswer={() => setAnswered(true)} />
    </Suspense>
  );
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { categoryQueryIn, type Language } from '@verdalia/shared';
import { useHydrated } from '../../hooks/use-hydrated';
import { setLanguageQuery } from '../../i18n/language-query';
import { ALL, queryForSelection, selectionOfQuery } from './projects-state';

/**
 * The chosen category lives in the address (`?categoria=…`): choosing one pushes an entry, so
 * Back and Forward step through the choices, a reload keeps it and a shared link opens on it.
 * The prerendered page is the same file for every query and shows ALL, so the render that
 * hydrates it does too; the address's choice applies from the next render on. The language
 * menu keeps the choice, in each language's words, while the list is shown.
 */
export function useCategoryFilter(language: Language) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const selected = hydrated ? selectionOfQuery(params) : ALL;
  useEffect(() => {
    setLanguageQuery((language) => categoryQueryIn(params, language));
    return () => setLanguageQuery(null);
  }, [params]);
  const select = (key: string) => {
    if (key === selected) return;
    setParams((current) => queryForSelection(key, language, current), {
      preventScrollReset: true,
    });
  };
  return { selected, select };
}

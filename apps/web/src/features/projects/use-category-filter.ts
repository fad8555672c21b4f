import { useSearchParams } from 'react-router';
import type { Language } from '@verdalia/shared';
import { useHydrated } from '../../hooks/use-hydrated';
import { ALL, queryForSelection, selectionOfQuery } from './projects-state';

/**
 * The chosen category lives in the address (`?categoria=…`): choosing one pushes an entry, so
 * Back and Forward step through the choices, a reload keeps it and a shared link opens on it.
 * The prerendered page is the same file for every query and shows ALL, so the render that
 * hydrates it does too; the address's choice applies from the next render on.
 */
export function useCategoryFilter(language: Language) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const selected = hydrated ? selectionOfQuery(params) : ALL;
  const select = (key: string) => {
    if (key === selected) return;
    setParams((current) => queryForSelection(key, language, current), {
      preventScrollReset: true,
    });
  };
  return { selected, select };
}

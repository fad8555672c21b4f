import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { samePageIn, type Language } from '@verdalia/shared';

/** The address of the page being shown, in another language. */
export type PageInLanguage = (language: Language) => string;

/**
 * Provided by the app (app/use-page-in-language.ts), which knows what the path alone does
 * not: a project's slug in each language, the category the projects list shows.
 */
export const PageInLanguageContext = createContext<PageInLanguage | null>(null);

/**
 * The links of the language menu and the first-visit notice: the same page in another
 * language, as the app provides it, else by the shared address rule.
 */
export function usePageInLanguage(): PageInLanguage {
  const provided = useContext(PageInLanguageContext);
  const { pathname } = useLocation();
  return provided ?? ((language) => samePageIn(pathname, language));
}

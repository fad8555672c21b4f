import { languageCookie, languageQueryParam, toLanguage, type Language } from '@verdalia/shared';

/**
 * The language the server rendered this document in. The server already resolved
 * the query, the cookie and the fallback, so the client hydrates in the same language.
 */
export function documentLanguage(): Language {
  return toLanguage(document.documentElement.lang);
}

/** Remembers the choice in the cookie the servers read (the only place it is kept). */
export function saveLanguage(language: Language): void {
  document.cookie = languageCookie(language, window.location.protocol === 'https:');
}

/** Drops ?lng= from a URL's search string, so a reload follows the saved choice. */
export function withoutLanguageQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(languageQueryParam);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The link to this page in another language: the same path and query, with ?lng= set.
 * It works without JavaScript (the server renders that language and saves the choice).
 */
export function languageHref(pathname: string, search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set(languageQueryParam, language);
  return `${pathname}?${params.toString()}`;
}

import {
  isLanguage,
  languageCookie,
  languageQueryParam,
  toLanguage,
  type Language,
} from '@verdalia/shared';

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

/** The language a URL's search string names (?lng=), if it names a supported one. */
export function languageInQuery(search: string): Language | undefined {
  const named = new URLSearchParams(search).get(languageQueryParam);
  return isLanguage(named) ? named : undefined;
}

/** A URL's search string with ?lng= set to `language`, the rest kept as it was. */
export function withLanguageQuery(search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set(languageQueryParam, language);
  return `?${params.toString()}`;
}

/**
 * The link to this page in another language: the same path and query, with ?lng= set.
 * It works without JavaScript (the server renders that language and saves the choice).
 */
export function languageHref(pathname: string, search: string, language: Language): string {
  return `${pathname}${withLanguageQuery(search, language)}`;
}

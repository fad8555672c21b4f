export const languages = ['es', 'en', 'pt'] as const;

export type Language = (typeof languages)[number];

export const fallbackLanguage: Language = 'es';

/** Each language's own name, as shown in the language switcher. */
export const languageNames: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  pt: 'Português',
};

/** BCP 47 tags for Open Graph locales and Intl formatting. */
export const languageLocales: Record<Language, string> = {
  es: 'es_ES',
  en: 'en_US',
  pt: 'pt_BR',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Maps any tag ("en-GB", "PT", undefined) to a supported language, falling back to Spanish. */
export function toLanguage(value: unknown): Language {
  if (typeof value !== 'string') return fallbackLanguage;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : fallbackLanguage;
}

/** Name of the cookie (and localStorage key) that stores the visitor's choice. */
export const languageCookieName = 'lng';

/** How long the choice is remembered (the privacy notice names it). */
export const languageCookieDays = 365;

/**
 * The Set-Cookie / document.cookie value that remembers a choice for a year. The server
 * sends it when a link's ?lng= picks the language; the site writes it when the visitor does.
 */
export function languageCookie(language: Language, secure: boolean): string {
  const maxAgeSeconds = 60 * 60 * 24 * languageCookieDays;
  return `${languageCookieName}=${language}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The query parameter that selects a language in a link. */
export const languageQueryParam = 'lng';

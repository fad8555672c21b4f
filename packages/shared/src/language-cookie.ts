import { isLanguage, languageCookieName, type Language } from './languages.js';

/** The language saved in a Cookie header's `lng` cookie, if it names a supported one. */
export function languageFromCookieHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    if (name === languageCookieName && isLanguage(value)) return value;
  }
  return undefined;
}

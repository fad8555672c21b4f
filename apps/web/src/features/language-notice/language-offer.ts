import { browserLanguageRanges, preferredLanguage, type Language } from '@verdalia/shared';

/**
 * The language to offer a visitor on this page, if any: the one their browser prefers among
 * ours (the shared rule the mail API applies to Accept-Language), when it is not the page's
 * and they have not answered the offer before.
 */
export function languageOffer(options: {
  pageLanguage: Language;
  browserLanguages: readonly string[];
  answered: boolean;
}): Language | undefined {
  if (options.answered) return undefined;
  const preferred = preferredLanguage(browserLanguageRanges(options.browserLanguages));
  return preferred === options.pageLanguage ? undefined : preferred;
}

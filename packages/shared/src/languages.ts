export const languages = ['es', 'en', 'pt'] as const;

export type Language = (typeof languages)[number];

export const fallbackLanguage: Language = 'es';

/** Each language's own name, as the language menu and the first-visit notice write it. */
export const languageNames: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  pt: 'Português',
};

/**
 * Open Graph locales (og:locale), for the region the company serves: Latin American Spanish
 * (es_LA, Facebook's code for it; es_419 is not in its list), Brazilian Portuguese, and the
 * American English the English texts are written in.
 */
export const openGraphLocales: Record<Language, string> = {
  es: 'es_LA',
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

/** One entry of a list of language preferences: a tag ("en-GB", "*") and its weight. */
export interface LanguageRange {
  tag: string;
  q: number;
}

/**
 * The supported language a visitor prefers most, or undefined when they accept none of
 * ours. A language takes the highest weight among the ranges of its primary subtag ("en-GB"
 * counts for en; "english" for nothing), else the weight of "*"; weight 0 refuses it; a tie
 * goes to the range named first. The one rule for a request's Accept-Language (the mail API)
 * and a browser's navigator.languages (the first-visit notice).
 */
export function preferredLanguage(ranges: readonly LanguageRange[]): Language | undefined {
  const wildcard = ranges.find((range) => range.tag === '*');
  let best: { language: Language; q: number; position: number } | undefined;
  for (const language of languages) {
    let q = -1;
    let position = Number.POSITIVE_INFINITY;
    ranges.forEach((range, index) => {
      const primary = range.tag.toLowerCase().split('-')[0];
      if (primary === language && range.q > q) {
        q = range.q;
        position = index;
      }
    });
    if (q === -1 && wildcard) {
      q = wildcard.q;
      position = ranges.indexOf(wildcard);
    }
    if (q <= 0) continue;
    if (!best || q > best.q || (q === best.q && position < best.position)) {
      best = { language, q, position };
    }
  }
  return best?.language;
}

/** An Accept-Language header as ranges (RFC 9110: "en-GB, pt;q=0.8"); malformed entries skipped. */
export function parseAcceptLanguage(header: string | undefined): LanguageRange[] {
  if (!header) return [];
  const ranges: LanguageRange[] = [];
  for (const entry of header.split(',')) {
    const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
    if (!/^(?:\*|[a-z]{1,8}(?:-[a-z\d]{1,8})*)$/i.test(tag)) continue;
    const weights = parameters.filter((parameter) => /^q=/i.test(parameter));
    const weight =
      weights.length === 0 ? '1' : /^q=([01](?:\.\d{0,3})?)$/i.exec(weights[0] ?? '')?.[1];
    // A weight that is not one (q=2, q=abc) makes the whole entry unreadable: skipped.
    if (weight === undefined || Number(weight) > 1) continue;
    ranges.push({ tag, q: Number(weight) });
  }
  return ranges;
}

/** A browser's languages (navigator.languages), most preferred first, as ranges. */
export function browserLanguageRanges(tags: readonly string[]): LanguageRange[] {
  return tags.map((tag, index) => ({ tag, q: 1 - index / (tags.length + 1) }));
}

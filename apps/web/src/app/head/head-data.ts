import type { TFunction } from 'i18next';
import {
  fallbackLanguage,
  languageLocales,
  languages,
  languageQueryParam,
  notFoundPageId,
  type Language,
  type PageKey,
} from '@verdalia/shared';

export interface HeadData {
  language: Language;
  title: string;
  description: string;
  siteName: string;
  /** Absent for the 404 page, which must not be indexed. */
  canonical?: string;
  alternates: { hreflang: string; href: string }[];
  ogLocale: string;
  /** The other languages' locales (og:locale:alternate). */
  ogLocaleAlternates: string[];
  /** The share image in the page's language. */
  ogImage: string;
  ogImageAlt: string;
  indexable: boolean;
}

/** The public URL of a path in a language: the fallback (Spanish) has no query, others carry ?lng=. */
export function localizedUrl(siteUrl: string, path: string, language: Language): string {
  const base = `${siteUrl}${path}`;
  return language === fallbackLanguage ? base : `${base}?${languageQueryParam}=${language}`;
}

export function headData(options: {
  pageKey: PageKey;
  path: string;
  language: Language;
  siteUrl: string;
  t: TFunction;
}): HeadData {
  const { pageKey, path, language, siteUrl, t } = options;
  const indexable = pageKey !== notFoundPageId;
  return {
    language,
    title: t(`meta.${pageKey}.title`),
    description: t(`meta.${pageKey}.description`),
    siteName: t('meta.siteName'),
    ...(indexable ? { canonical: localizedUrl(siteUrl, path, language) } : {}),
    alternates: indexable
      ? [
          ...languages.map((hreflang) => ({
            hreflang,
            href: localizedUrl(siteUrl, path, hreflang),
          })),
          { hreflang: 'x-default', href: localizedUrl(siteUrl, path, fallbackLanguage) },
        ]
      : [],
    ogLocale: languageLocales[language],
    ogLocaleAlternates: languages
      .filter((other) => other !== language)
      .map((other) => languageLocales[other]),
    ogImage: `${siteUrl}/og-image-${language}.png`,
    ogImageAlt: `${t('meta.siteName')}: ${t('meta.shareTagline')}`,
    indexable,
  };
}

import type { TFunction } from 'i18next';
import {
  fallbackLanguage,
  languages,
  notFoundPageId,
  openGraphLocales,
  pagePath,
  type Language,
  type PageId,
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

/** The public URL of a page in a language: its one address (packages/shared/src/pages.ts). */
export function pageUrl(siteUrl: string, page: PageId, language: Language): string {
  return `${siteUrl}${pagePath(page, language)}`;
}

export function headData(options: {
  pageKey: PageKey;
  language: Language;
  siteUrl: string;
  t: TFunction;
}): HeadData {
  const { pageKey, language, siteUrl, t } = options;
  const page = pageKey === notFoundPageId ? undefined : pageKey;
  return {
    language,
    title: t(`meta.${pageKey}.title`),
    description: t(`meta.${pageKey}.description`),
    siteName: t('meta.siteName'),
    ...(page ? { canonical: pageUrl(siteUrl, page, language) } : {}),
    // Every language's address of the page, each page listing all of them (reciprocal), and
    // x-default: the Spanish one, what a visitor of no language of ours gets.
    alternates: page
      ? [
          ...languages.map((hreflang) => ({ hreflang, href: pageUrl(siteUrl, page, hreflang) })),
          { hreflang: 'x-default', href: pageUrl(siteUrl, page, fallbackLanguage) },
        ]
      : [],
    ogLocale: openGraphLocales[language],
    ogLocaleAlternates: languages
      .filter((other) => other !== language)
      .map((other) => openGraphLocales[other]),
    ogImage: `${siteUrl}/og-image-${language}.png`,
    ogImageAlt: `${t('meta.siteName')}: ${t('meta.shareTagline')}`,
    indexable: page !== undefined,
  };
}

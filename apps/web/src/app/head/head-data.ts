import type { TFunction } from 'i18next';
import {
  categoryPagePath,
  fallbackLanguage,
  languages,
  notFoundPageId,
  openGraphLocales,
  pagePath,
  projectPageKey,
  type Category,
  type Language,
  type ListedProject,
  type PageId,
  type PageKey,
} from '@verdalia/shared';
import { projectPageIn } from '../../features/projects/project-at-path';
import { projectShareImage } from '../../features/projects/project-art';

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

/**
 * A project page's head: its title and description, its address in each language it has one
 * in (its slug differs by language) and its own share image. Without its project (a slug
 * the list lacks) it is the 404's.
 */
function projectHeadData(
  base: HeadData,
  project: ListedProject,
  siteUrl: string,
  t: TFunction,
): HeadData {
  const addresses = languages.flatMap((hreflang) => {
    const path = projectPageIn(project, hreflang);
    return path === undefined ? [] : [{ hreflang, href: `${siteUrl}${path}` }];
  });
  const own = addresses.find((address) => address.hreflang === base.language);
  const fallback = addresses.find((address) => address.hreflang === fallbackLanguage);
  return {
    ...base,
    title: t('meta.project.title', { title: project.title }),
    description: project.description,
    ...(own ? { canonical: own.href } : {}),
    alternates: [
      ...addresses,
      ...(fallback ? [{ hreflang: 'x-default', href: fallback.href }] : []),
    ],
    ogImage: `${siteUrl}${projectShareImage(project)}`,
    ogImageAlt: project.title,
    indexable: own !== undefined,
  };
}

/**
 * A category's page: the projects page's head, titled and described by the category, at the
 * category's own address in each language (packages/shared/src/category-pages.ts).
 */
function categoryHeadData(
  base: HeadData,
  category: Category,
  siteUrl: string,
  t: TFunction,
): HeadData {
  const url = (language: Language) => `${siteUrl}${categoryPagePath(category, language)}`;
  const name = t(`categories.${category.id}`);
  return {
    ...base,
    title: t('meta.projectsCategory.title', { category: name }),
    description: t('meta.projectsCategory.description', { category: name }),
    canonical: url(base.language),
    alternates: [
      ...languages.map((hreflang) => ({ hreflang, href: url(hreflang) })),
      { hreflang: 'x-default', href: url(fallbackLanguage) },
    ],
  };
}

export function headData(options: {
  pageKey: PageKey;
  language: Language;
  siteUrl: string;
  t: TFunction;
  /** On a project's page, the project it shows (none for a slug its list lacks). */
  project?: ListedProject | undefined;
  /** On a category's page, the category it shows. */
  category?: Category | undefined;
}): HeadData {
  const { language, siteUrl, t, project, category } = options;
  if (options.pageKey === 'projects' && category) {
    return categoryHeadData(
      headData({ pageKey: 'projects', language, siteUrl, t }),
      category,
      siteUrl,
      t,
    );
  }
  if (options.pageKey === projectPageKey && project) {
    return projectHeadData(
      headData({ pageKey: notFoundPageId, language, siteUrl, t }),
      project,
      siteUrl,
      t,
    );
  }
  const pageKey = options.pageKey === projectPageKey ? notFoundPageId : options.pageKey;
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

import type { CategoryPageAddress, Language, PageId, ProjectPageAddress } from '@verdalia/shared';

export interface SitemapInput {
  siteUrl: string;
  /** Every page; each is listed once per language. */
  pages: readonly PageId[];
  languages: readonly Language[];
  /** The language x-default points to: the one a visitor of no language of ours gets. */
  fallbackLanguage: Language;
  /** A page's address in a language (src/app/head/head-data.ts): the same the page's head links. */
  pageUrl: (siteUrl: string, page: PageId, language: Language) => string;
  /** The day a page last changed (YYYY-MM-DD), for the pages that know it: no date is better
   *  than a wrong one. */
  lastmod: Partial<Record<PageId, string>>;
  /** Every project's page in every language it has one in (the build's project-pages.json). */
  projectPages: readonly ProjectPageAddress[];
  /** Every category's page in every language (packages/shared/src/category-pages.ts). */
  categoryPages: readonly CategoryPageAddress[];
}

/** Text or an attribute value in XML. */
function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** One <url>: its address, its date if known, and every language's address of the same page. */
function urlEntry(
  loc: string,
  alternates: readonly { hreflang: string; href: string }[],
  changed?: string,
) {
  return [
    '  <url>',
    `    <loc>${escapeXml(loc)}</loc>`,
    ...(changed ? [`    <lastmod>${changed}</lastmod>`] : []),
    ...alternates.map(
      (alternate) =>
        `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`,
    ),
    '  </url>',
  ].join('\n');
}

/** Entries for pages that exist in several languages: each with the others as alternates. */
function groupEntries(
  siteUrl: string,
  fallbackLanguage: Language,
  groups: Iterable<readonly { language: Language; path: string }[]>,
): string[] {
  const urls: string[] = [];
  for (const pages of groups) {
    const fallback = pages.find((address) => address.language === fallbackLanguage);
    const alternates = [
      ...pages.map((address) => ({
        hreflang: address.language,
        href: `${siteUrl}${address.path}`,
      })),
      ...(fallback ? [{ hreflang: 'x-default', href: `${siteUrl}${fallback.path}` }] : []),
    ];
    for (const address of pages) urls.push(urlEntry(`${siteUrl}${address.path}`, alternates));
  }
  return urls;
}

/** Lists of addresses grouped by what they show (a category, a project). */
function groupBy<T>(items: readonly T[], key: (item: T) => string | number): Iterable<T[]> {
  const groups = new Map<string | number, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups.values();
}

/**
 * sitemap.xml: every page in every language at its own address, each entry with its
 * alternates in every language and x-default, as search engines read language variants; then
 * each category's page and each project's page in each of its languages, with the same
 * category's or project's pages as alternates (x-default the one of the fallback language,
 * where it has one).
 */
export function sitemapXml(input: SitemapInput): string {
  const { siteUrl, languages, fallbackLanguage, pageUrl, lastmod } = input;
  const urls = input.pages.flatMap((page) => {
    const alternates = [
      ...languages.map((language) => ({
        hreflang: language,
        href: pageUrl(siteUrl, page, language),
      })),
      { hreflang: 'x-default', href: pageUrl(siteUrl, page, fallbackLanguage) },
    ];
    return languages.map((language) =>
      urlEntry(pageUrl(siteUrl, page, language), alternates, lastmod[page]),
    );
  });
  urls.push(
    ...groupEntries(
      siteUrl,
      fallbackLanguage,
      groupBy(input.categoryPages, (address) => address.category),
    ),
    ...groupEntries(
      siteUrl,
      fallbackLanguage,
      groupBy(input.projectPages, (address) => address.project),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; the sitemap's address. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

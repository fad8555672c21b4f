import type { Language, PageId } from '@verdalia/shared';

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
}

/** Text or an attribute value in XML. */
function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * sitemap.xml: every page in every language at its own address, each entry with its
 * alternates in every language and x-default, as search engines read language variants.
 */
export function sitemapXml(input: SitemapInput): string {
  const { siteUrl, languages, fallbackLanguage, pageUrl, lastmod } = input;
  const alternates = [
    ...languages.map((language) => ({ hreflang: language, language })),
    { hreflang: 'x-default', language: fallbackLanguage },
  ];
  const urls = input.pages.flatMap((page) =>
    languages.map((language) => {
      const changed = lastmod[page];
      return [
        '  <url>',
        `    <loc>${escapeXml(pageUrl(siteUrl, page, language))}</loc>`,
        ...(changed ? [`    <lastmod>${changed}</lastmod>`] : []),
        ...alternates.map(
          (alternate) =>
            `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(pageUrl(siteUrl, page, alternate.language))}"/>`,
        ),
        '  </url>',
      ].join('\n');
    }),
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

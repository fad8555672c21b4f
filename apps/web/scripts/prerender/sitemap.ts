import type { Language } from '@verdalia/shared';

export interface SitemapInput {
  siteUrl: string;
  /** Every page's path, e.g. / and /nosotros; each is listed once per language. */
  paths: readonly string[];
  languages: readonly Language[];
  /** The language x-default points to: the one a visitor without a choice gets. */
  fallbackLanguage: Language;
  /** A page's address in a language (src/app/head/head-data.ts): the same the page's head links. */
  localizedUrl: (siteUrl: string, path: string, language: Language) => string;
  /** The day of the build, YYYY-MM-DD. */
  lastmod: string;
}

/** Text or an attribute value in XML: an address with a second query parameter holds "&". */
function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * sitemap.xml: every page in every language, each entry with its alternates in every
 * language and x-default, as search engines read language variants.
 */
export function sitemapXml(input: SitemapInput): string {
  const { siteUrl, languages, fallbackLanguage, localizedUrl, lastmod } = input;
  const alternates = [
    ...languages.map((language) => ({ hreflang: language, language })),
    { hreflang: 'x-default', language: fallbackLanguage },
  ];
  const urls = input.paths.flatMap((path) =>
    languages.map((language) =>
      [
        '  <url>',
        `    <loc>${escapeXml(localizedUrl(siteUrl, path, language))}</loc>`,
        `    <lastmod>${lastmod}</lastmod>`,
        ...alternates.map(
          (alternate) =>
            `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(localizedUrl(siteUrl, path, alternate.language))}"/>`,
        ),
        '  </url>',
      ].join('\n'),
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

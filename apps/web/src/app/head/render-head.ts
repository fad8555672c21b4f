import { escapeHtml } from '@verdalia/shared';
import type { HeadData } from './head-data';
import { jsonLd } from './structured-data';

/**
 * The head tags of a prerendered page; the client keeps them current with applyHead.
 * `structuredData` (JSON-LD blocks) exists only here: crawlers read it from the HTML, so the
 * browser's bundle does not carry it.
 */
export function renderHead(head: HeadData, structuredData: readonly unknown[] = []): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.indexable ? '' : '<meta name="robots" content="noindex">',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    ...head.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}">`,
    ),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:locale" content="${head.ogLocale}">`,
    ...head.ogLocaleAlternates.map(
      (locale) => `<meta property="og:locale:alternate" content="${locale}">`,
    ),
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}">` : '',
    `<meta property="og:image" content="${escapeHtml(head.ogImage)}">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta property="og:image:alt" content="${escapeHtml(head.ogImageAlt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    ...structuredData.map((data) => `<script type="application/ld+json">${jsonLd(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

import type { HeadData } from './head-data';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The head tags of a prerendered page; the client keeps them current with applyHead. */
export function renderHead(head: HeadData): string {
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
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}">` : '',
    `<meta property="og:image" content="${escapeHtml(head.ogImage)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

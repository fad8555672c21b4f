import type { HeadData } from './head-data';

function setMeta(selector: string, attribute: 'content' | 'href', value: string | undefined): void {
  const element = document.head.querySelector(selector);
  if (element && value !== undefined && element.getAttribute(attribute) !== value) {
    element.setAttribute(attribute, value);
  }
}

/**
 * Keeps the document's language, title and meta tags in step after client-side changes.
 * Only what differs is written: on hydration nothing does, and rewriting the root's lang
 * with the same value still makes the browser recompute the whole page's style.
 */
export function applyHead(head: HeadData): void {
  if (document.documentElement.lang !== head.language) {
    document.documentElement.lang = head.language;
  }
  if (document.title !== head.title) document.title = head.title;
  setMeta('meta[name="description"]', 'content', head.description);
  setMeta('meta[property="og:title"]', 'content', head.title);
  setMeta('meta[property="og:description"]', 'content', head.description);
  setMeta('meta[property="og:locale"]', 'content', head.ogLocale);
  const alternateLocales = document.head.querySelectorAll('meta[property="og:locale:alternate"]');
  head.ogLocaleAlternates.forEach((locale, index) => {
    const element = alternateLocales[index];
    if (element && element.getAttribute('content') !== locale)
      element.setAttribute('content', locale);
  });
  setMeta('meta[property="og:image"]', 'content', head.ogImage);
  setMeta('meta[property="og:image:alt"]', 'content', head.ogImageAlt);
  setMeta('link[rel="canonical"]', 'href', head.canonical);
  setMeta('meta[property="og:url"]', 'content', head.canonical);
  for (const alternate of head.alternates) {
    setMeta(`link[rel="alternate"][hreflang="${alternate.hreflang}"]`, 'href', alternate.href);
  }
}

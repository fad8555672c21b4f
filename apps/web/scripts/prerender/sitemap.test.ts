import { describe, expect, it } from 'vitest';
import { localizedUrl } from '../../src/app/head/head-data';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const siteUrl = 'https://www.example.org';

describe('sitemap.xml', () => {
  it('lists every page in every language, each with its alternates and x-default', () => {
    const xml = sitemapXml({
      siteUrl,
      paths: ['/', '/nosotros'],
      languages: ['es', 'en'],
      fallbackLanguage: 'es',
      localizedUrl,
      lastmod: '2026-01-05',
    });
    const alternates = (path: string) =>
      [
        `    <xhtml:link rel="alternate" hreflang="es" href="${siteUrl}${path}"/>`,
        `    <xhtml:link rel="alternate" hreflang="en" href="${siteUrl}${path}?lng=en"/>`,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}${path}"/>`,
      ].join('\n');
    const url = (loc: string, path: string) =>
      `  <url>\n    <loc>${loc}</loc>\n    <lastmod>2026-01-05</lastmod>\n${alternates(path)}\n  </url>`;
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        url(`${siteUrl}/`, '/'),
        url(`${siteUrl}/?lng=en`, '/'),
        url(`${siteUrl}/nosotros`, '/nosotros'),
        url(`${siteUrl}/nosotros?lng=en`, '/nosotros'),
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes an address that holds XML markup characters', () => {
    const xml = sitemapXml({
      siteUrl,
      paths: ['/'],
      languages: ['en'],
      fallbackLanguage: 'en',
      localizedUrl: () => `${siteUrl}/?a=1&b="2"`,
      lastmod: '2026-01-05',
    });
    expect(xml).toContain(`<loc>${siteUrl}/?a=1&amp;b=&quot;2&quot;</loc>`);
    expect(xml).not.toContain('&b');
  });
});

describe('robots.txt', () => {
  it('allows everything and points to the sitemap', () => {
    expect(robotsTxt(siteUrl)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  });
});

import { describe, expect, it } from 'vitest';
import { pageUrl } from '../../src/app/head/head-data';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const siteUrl = 'https://www.example.org';

describe('sitemap.xml', () => {
  it('lists every page in every language at its address, with its alternates and x-default', () => {
    const xml = sitemapXml({
      siteUrl,
      pages: ['home', 'about'],
      languages: ['es', 'en'],
      fallbackLanguage: 'es',
      pageUrl,
      lastmod: {},
    });
    const alternates = (es: string, en: string) =>
      [
        `    <xhtml:link rel="alternate" hreflang="es" href="${siteUrl}${es}"/>`,
        `    <xhtml:link rel="alternate" hreflang="en" href="${siteUrl}${en}"/>`,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}${es}"/>`,
      ].join('\n');
    const url = (loc: string, es: string, en: string) =>
      `  <url>\n    <loc>${siteUrl}${loc}</loc>\n${alternates(es, en)}\n  </url>`;
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        url('/', '/', '/en/'),
        url('/en/', '/', '/en/'),
        url('/nosotros', '/nosotros', '/en/about'),
        url('/en/about', '/nosotros', '/en/about'),
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('gives a last modification date only to the pages that know theirs', () => {
    const xml = sitemapXml({
      siteUrl,
      pages: ['home', 'privacy'],
      languages: ['es', 'pt'],
      fallbackLanguage: 'es',
      pageUrl,
      lastmod: { privacy: '2026-11-24' },
    });
    expect(xml.match(/<lastmod>/g)).toHaveLength(2);
    expect(xml).toContain(
      `<loc>${siteUrl}/pt/privacidade</loc>\n    <lastmod>2026-11-24</lastmod>`,
    );
    expect(xml).not.toMatch(/<loc>[^<]+\/<\/loc>\n {4}<lastmod>/);
  });

  it('escapes an address that holds XML markup characters', () => {
    const xml = sitemapXml({
      siteUrl,
      pages: ['home'],
      languages: ['en'],
      fallbackLanguage: 'en',
      pageUrl: () => `${siteUrl}/?a=1&b="2"`,
      lastmod: {},
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

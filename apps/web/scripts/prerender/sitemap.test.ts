import { describe, expect, it } from 'vitest';
import { categoryPageAddresses, projectPageAddresses } from '@verdalia/shared';
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
      projectPages: [],
      categoryPages: [],
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
      projectPages: [],
      categoryPages: [],
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
      projectPages: [],
      categoryPages: [],
    });
    expect(xml).toContain(`<loc>${siteUrl}/?a=1&amp;b=&quot;2&quot;</loc>`);
    expect(xml).not.toContain('&b');
  });
});

describe('robots.txt', () => {
  it('allows everything and points to the sitemap', () => {
    expect(robotsTxt(siteUrl)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  });

  it('lists each project’s page in each of its languages, the same project’s pages as alternates', () => {
    const projectPages = projectPageAddresses({
      es: [
        { id: 1, title: 'Línea verde' },
        { id: 2, title: 'Solo en español' },
      ],
      en: [{ id: 1, title: 'Green line' }],
    });
    const xml = sitemapXml({
      siteUrl,
      pages: [],
      languages: ['es', 'en'],
      fallbackLanguage: 'es',
      pageUrl,
      lastmod: {},
      projectPages,
      categoryPages: [],
    });
    const link = (hreflang: string, path: string) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${siteUrl}${path}"/>`;
    const both = [
      link('es', '/proyectos/linea-verde'),
      link('en', '/en/projects/green-line'),
      link('x-default', '/proyectos/linea-verde'),
    ].join('\n');
    expect(xml).toContain(
      `  <url>\n    <loc>${siteUrl}/proyectos/linea-verde</loc>\n${both}\n  </url>`,
    );
    expect(xml).toContain(
      `  <url>\n    <loc>${siteUrl}/en/projects/green-line</loc>\n${both}\n  </url>`,
    );
    expect(xml).toContain(
      `  <url>\n    <loc>${siteUrl}/proyectos/solo-en-espanol</loc>\n${link('es', '/proyectos/solo-en-espanol')}\n${link('x-default', '/proyectos/solo-en-espanol')}\n  </url>`,
    );
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it('lists each category’s page in each language, the same category’s pages as alternates', () => {
    const xml = sitemapXml({
      siteUrl,
      pages: [],
      languages: ['es', 'en', 'pt'],
      fallbackLanguage: 'es',
      pageUrl,
      lastmod: {},
      projectPages: [],
      categoryPages: categoryPageAddresses,
    });
    expect(xml.match(/<url>/g)).toHaveLength(categoryPageAddresses.length);
    const social = [
      '/proyectos/categoria/finanzas-sociales',
      '/en/projects/category/social-finance',
      '/pt/projetos/categoria/financas-sociais',
    ];
    const links = [
      ...social.map(
        (path, index) =>
          `    <xhtml:link rel="alternate" hreflang="${['es', 'en', 'pt'][index] ?? ''}" href="${siteUrl}${path}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}${social[0] ?? ''}"/>`,
    ].join('\n');
    for (const path of social)
      expect(xml).toContain(`  <url>\n    <loc>${siteUrl}${path}</loc>\n${links}\n  </url>`);
  });
});

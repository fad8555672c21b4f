import { describe, expect, it } from 'vitest';
import type { CategoryId } from '@verdalia/shared';
import { siteConfig } from '../../config/site-config';
import { jsonLd, projectStructuredData, structuredData } from './structured-data';

const parse = (value: unknown) => JSON.parse(jsonLd(value)) as Record<string, unknown>;

describe('structured data', () => {
  it('describes the company on every page, with logo, contact point, LinkedIn and area', () => {
    const [organization, ...rest] = structuredData({
      siteUrl: 'https://x.test',
      language: 'pt',
      home: false,
    }).map(parse);
    expect(rest).toEqual([]);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteConfig.company,
      url: 'https://x.test/',
      logo: 'https://x.test/icon-512.png',
      sameAs: [siteConfig.professionalNetworkUrl],
      areaServed: { '@type': 'Place', name: siteConfig.areaServed },
      contactPoint: { '@type': 'ContactPoint', email: siteConfig.email },
    });
  });

  it('adds the site on home, published by the company, in the page language', () => {
    const blocks = structuredData({ siteUrl: 'https://x.test', language: 'en', home: true }).map(
      parse,
    );
    expect(blocks.map((block) => block['@type'])).toEqual(['Organization', 'WebSite']);
    expect(blocks[1]).toMatchObject({
      '@id': 'https://x.test/en/#website',
      url: 'https://x.test/en/',
      inLanguage: 'en',
      publisher: { '@id': blocks[0]?.['@id'] },
      translationOfWork: { '@id': 'https://x.test/#website' },
    });
  });

  it('gives each language its own site node, the Spanish one the original', () => {
    const sites = (['es', 'en', 'pt'] as const).map(
      (language) =>
        structuredData({ siteUrl: 'https://x.test', language, home: true }).map(parse)[1],
    );
    expect(new Set(sites.map((site) => site?.['@id'])).size).toBe(3);
    expect(sites[0]).toMatchObject({ '@id': 'https://x.test/#website', inLanguage: 'es' });
    expect(sites[0]).not.toHaveProperty('translationOfWork');
    expect(sites[2]).toMatchObject({ url: 'https://x.test/pt/', inLanguage: 'pt' });
  });

  it('cannot close its script element', () => {
    expect(jsonLd({ name: '</script><b>' })).not.toContain('</');
    expect(parse({ name: '</script>' })).toEqual({ name: '</script>' });
  });
});

describe('a project page’s structured data', () => {
  const project = {
    id: 3,
    slug: 'linea-verde',
    title: 'Línea verde',
    description: 'Diseñamos una línea.',
    categories: ['finanzas_verdes_y_climaticas'] satisfies CategoryId[],
    client: 'Banco',
    funder: 'Fondo Verde',
    countries: ['GT', 'XX'],
    years: { start: 2024 },
    role: 'Diseño',
    results: [{ figure: '1', label: 'uno' }],
  };
  const url = 'https://x.test/proyectos/linea-verde';
  const [work, breadcrumb] = projectStructuredData('https://x.test', 'es', {
    project,
    url,
    image: 'https://x.test/images/projects/project-03.png',
    countries: ['Guatemala'],
    categories: ['Finanzas verdes y climáticas'],
    trail: [
      { name: 'Inicio', url: 'https://x.test/' },
      { name: 'Proyectos', url: 'https://x.test/proyectos' },
    ],
  }).map(parse);

  it('describes the work in the page’s language: what, where, when, by and for whom', () => {
    expect(work).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      '@id': `${url}#project`,
      name: 'Línea verde',
      description: 'Diseñamos una línea.',
      url,
      image: 'https://x.test/images/projects/project-03.png',
      inLanguage: 'es',
      about: [{ '@type': 'Thing', name: 'Finanzas verdes y climáticas' }],
      spatialCoverage: [
        { '@type': 'Country', name: 'Guatemala', identifier: 'GT' },
        { '@type': 'Country', name: 'XX', identifier: 'XX' },
      ],
      temporalCoverage: '2024/..',
      creator: { '@id': 'https://x.test/#organization' },
      funder: { '@type': 'Organization', name: 'Fondo Verde' },
      isPartOf: { '@id': 'https://x.test/#website' },
    });
  });

  it('links the company and the site by the @ids the other pages define', () => {
    const [organization] = structuredData({
      siteUrl: 'https://x.test',
      language: 'es',
      home: true,
    }).map(parse);
    const [, site] = structuredData({ siteUrl: 'https://x.test', language: 'es', home: true }).map(
      parse,
    );
    expect(work?.creator).toEqual({ '@id': organization?.['@id'] });
    expect(work?.isPartOf).toEqual({ '@id': site?.['@id'] });
  });

  it('gives the trail from the home page to the project', () => {
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://x.test/' },
        { '@type': 'ListItem', position: 2, name: 'Proyectos', item: 'https://x.test/proyectos' },
        { '@type': 'ListItem', position: 3, name: 'Línea verde', item: url },
      ],
    });
  });

  it('gives a finished project its closed interval', () => {
    const [closed] = projectStructuredData('https://x.test', 'en', {
      project: { ...project, years: { start: 2019, end: 2021 } },
      url,
      image: '',
      countries: [],
      categories: [],
      trail: [],
    }).map(parse);
    expect(closed?.temporalCoverage).toBe('2019/2021');
    expect(closed?.isPartOf).toEqual({ '@id': 'https://x.test/en/#website' });
  });
});

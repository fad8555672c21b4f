import { describe, expect, it } from 'vitest';
import { siteConfig } from '@verdalia/shared';
import { jsonLd, structuredData } from './structured-data';

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

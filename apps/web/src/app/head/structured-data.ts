import type { Organization, WebSite, WithContext } from 'schema-dts';
import { fallbackLanguage, languages, siteConfig, type Language } from '@verdalia/shared';
import { pageUrl } from './head-data';

/** The @id of the site in a language: each language's home is a site of its own, translated. */
const websiteId = (siteUrl: string, language: Language) =>
  `${pageUrl(siteUrl, 'home', language)}#website`;

/**
 * The schema.org descriptions search engines read from every page: the company (on every
 * page) and, on each language's home, the site in that language. schema-dts types them, so a
 * property schema.org does not define for the type, or a value of the wrong kind, fails the
 * type check.
 */
export function structuredData(options: {
  siteUrl: string;
  language: Language;
  home: boolean;
}): (WithContext<Organization> | WithContext<WebSite>)[] {
  const { siteUrl, language, home } = options;
  const organizationId = `${siteUrl}/#organization`;
  const organization: WithContext<Organization> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: siteConfig.company,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    email: siteConfig.email,
    telephone: siteConfig.phone.display,
    foundingDate: String(siteConfig.foundedYear),
    sameAs: [siteConfig.professionalNetworkUrl],
    areaServed: { '@type': 'Place', name: siteConfig.areaServed },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: siteConfig.email,
      telephone: siteConfig.phone.display,
      availableLanguage: [...languages],
    },
  };
  if (!home) return [organization];
  // One node per language, each its own @id at its own address; the English and Portuguese
  // sites are translations of the Spanish one.
  const website: WithContext<WebSite> = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId(siteUrl, language),
    name: siteConfig.company,
    url: pageUrl(siteUrl, 'home', language),
    inLanguage: language,
    publisher: { '@id': organizationId },
    ...(language === fallbackLanguage
      ? {}
      : { translationOfWork: { '@id': websiteId(siteUrl, fallbackLanguage) } }),
  };
  return [organization, website];
}

/** A JSON-LD block's text: `<` escaped, so no value can close the script element. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

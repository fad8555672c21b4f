import type { Organization, WebSite, WithContext } from 'schema-dts';
import { languages, siteConfig, type Language } from '@verdalia/shared';

/**
 * The schema.org descriptions search engines read from every page: the company (on every
 * page) and the site itself (on home). schema-dts types them, so a property schema.org does
 * not define for the type, or a value of the wrong kind, fails the type check.
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
  const website: WithContext<WebSite> = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: siteConfig.company,
    url: `${siteUrl}/`,
    inLanguage: language,
    publisher: { '@id': organizationId },
  };
  return [organization, website];
}

/** A JSON-LD block's text: `<` escaped, so no value can close the script element. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

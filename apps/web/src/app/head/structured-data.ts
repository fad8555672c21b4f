import type { BreadcrumbList, CreativeWork, Organization, WebSite, WithContext } from 'schema-dts';
import { fallbackLanguage, languages, type Language, type ListedProject } from '@verdalia/shared';
import { siteConfig } from '../../config/site-config';
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

/** What a project's description reads beside the project: its page, image and names in words. */
export interface ProjectPageFacts {
  project: ListedProject;
  /** The page's address (its canonical URL). */
  url: string;
  /** The share image's address. */
  image: string;
  /** The countries' names in the page's language, in the project's order. */
  countries: readonly string[];
  /** The project's categories' names in the page's language, in its order. */
  categories: readonly string[];
  /** The trail to the page: the home page and the projects list, names and addresses. */
  trail: readonly { name: string; url: string }[];
}

/**
 * A project's page, described: the work (a CreativeWork: the case as the page tells it) in
 * the page's language, about its categories, where (the countries) and when (an ISO 8601
 * interval, open while the work goes on), by the company, part of the site in that language;
 * and the breadcrumb trail back to the list.
 */
export function projectStructuredData(
  siteUrl: string,
  language: Language,
  facts: ProjectPageFacts,
): (WithContext<CreativeWork> | WithContext<BreadcrumbList>)[] {
  const { project, url, image, countries, categories, trail } = facts;
  const organization = { '@id': `${siteUrl}/#organization` };
  const work: WithContext<CreativeWork> = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${url}#project`,
    name: project.title,
    description: project.description,
    url,
    image,
    inLanguage: language,
    about: categories.map((name) => ({ '@type': 'Thing', name })),
    spatialCoverage: project.countries.map((code, index) => ({
      '@type': 'Country',
      name: countries[index] ?? code,
      identifier: code,
    })),
    temporalCoverage: `${project.years.start}/${project.years.end ?? '..'}`,
    creator: organization,
    ...(project.funder === undefined
      ? {}
      : { funder: { '@type': 'Organization', name: project.funder } }),
    isPartOf: { '@id': websiteId(siteUrl, language) },
  };
  const breadcrumb: WithContext<BreadcrumbList> = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [...trail, { name: project.title, url }].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
  return [work, breadcrumb];
}

/** A JSON-LD block's text: `<` escaped, so no value can close the script element. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

import esCompany from '@verdalia/content/company/es.json' with { type: 'json' };
import enCompany from '@verdalia/content/company/en.json' with { type: 'json' };
import ptCompany from '@verdalia/content/company/pt.json' with { type: 'json' };
import type { Company } from './company.js';
import { telHref } from './tel-href.js';
import type { Language } from './languages.js';

// The company's contact data and privacy facts are content staff edit (content/company): the
// facts that are the same in every language are read from the Spanish file (the build checks
// that the others agree), the offices' names from each language's.
// Typed as the schema, not as this copy of the files: the build checks them (content-rules.ts).
const company: Company = esCompany;
const translations: Record<Exclude<Language, 'es'>, Company> = { en: enCompany, pt: ptCompany };
const [phone = ''] = company.phones;

/** A name that each language writes its own way. */
type Translated = Readonly<Record<Language, string>>;

/**
 * The company's identity in one place, so a rebrand is one edit.
 * What staff edit comes from content/company (docs/editing-content.md).
 */
export const siteConfig = {
  company: 'Verdalia Consulting Group',
  shortName: 'Verdalia',
  /** The small line under the short name in the logo's wordmark. */
  wordmarkTagline: 'Consulting Group',
  /**
   * The group's two entities, as the footer names them. The company runs the site and answers
   * what the contact form sends: the privacy notice names it as responsible. The foundation's
   * name is written the same way in every text of a language (e2e/tests/copy.spec.ts checks it).
   */
  entities: {
    company: company.privacy.controller,
    foundation: {
      es: 'Fundación Semilla DC',
      en: 'Semilla DC Foundation',
      pt: 'Fundação Semilla DC',
    } satisfies Translated,
  },
  product: {
    name: 'Semilla',
    pageName: 'Semilla DC',
    /** The foundation's page keeps its name in every language's address (pages.ts). */
    slug: 'semilla-dc',
  },
  email: company.email,
  phone: { display: phone, href: telHref(phone) },
  /** The offices; each country's name is a translation (footer.countries.<code>). */
  locations: company.offices.map((office, index) => ({
    city: {
      es: office.city,
      en: translations.en.offices[index]?.city ?? office.city,
      pt: translations.pt.offices[index]?.city ?? office.city,
    } satisfies Translated,
    countryCode: office.country,
  })),
  professionalNetworkUrl: company.social.linkedin,
  /** Whether the contact data and the privacy facts are still the sample ones. */
  isSample: company.sample ?? false,
  /** Canonical origin used for canonical URLs, hreflang, sitemap and Open Graph. */
  siteUrl: 'https://www.verdalia.example',
  foundedYear: 2001,
  networkCountries: 25,
  brandColors: { blue: '#0b4f6c', green: '#2e7d32' },
  /**
   * How long the site keeps what a visitor sends: the privacy notice (/privacidad) states these
   * figures and the mail API enforces them (apps/api reads them from here).
   */
  retention: {
    /**
     * Days the mail API keeps retrying a message before it moves it to the outbox's failed
     * folder: the default of its RETRY_GIVE_UP_MS, and production refuses a longer one.
     */
    deliveryRetryDays: 5,
    /** Days a message stays in the outbox's failed folder before the server deletes it. */
    failedFolderDays: 30,
    /**
     * Days an attachment too large for the company's mail server is kept on the server, for
     * staff to collect, before the server deletes it.
     */
    heldAttachmentDays: 30,
    /** Days the server remembers an address it acknowledged (as a keyed hash), to send one a day. */
    acknowledgedMailboxDays: 1,
    /** Months a message stays in the staff's inbox. */
    inboxMonths: company.privacy.inboxMonths,
  },
  /** The date the company last reviewed its privacy notice (ISO). */
  privacyNoticeUpdated: company.privacy.reviewed,
  /** hCaptcha's own documents, which hCaptcha requires sites using it to link to. */
  hcaptcha: {
    privacyUrl: 'https://www.hcaptcha.com/privacy',
    termsUrl: 'https://www.hcaptcha.com/terms',
  },
  /** Where the company offers its services (structured data's areaServed). */
  areaServed: 'Latin America and the Caribbean',
} as const;

export type SiteConfig = typeof siteConfig;

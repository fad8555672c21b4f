import type { Language } from './languages.js';

/** A name that each language writes its own way. */
type Translated = Readonly<Record<Language, string>>;

/**
 * The company's identity in one place, so a rebrand is one edit. What staff edit (its contact
 * data, the privacy notice's company facts) is content, not code: content/company, which the
 * site joins to this (site-facts.ts: `siteConfigWith`); nothing here reads content/.
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
  },
  /** hCaptcha's own documents, which hCaptcha requires sites using it to link to. */
  hcaptcha: {
    privacyUrl: 'https://www.hcaptcha.com/privacy',
    termsUrl: 'https://www.hcaptcha.com/terms',
  },
  /** Where the company offers its services (structured data's areaServed). */
  areaServed: 'Latin America and the Caribbean',
} as const;

export type SiteConfig = typeof siteConfig;

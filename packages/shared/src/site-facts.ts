import type { Company } from './company.js';
import type { Language } from './languages.js';
import { siteConfig } from './site-config.js';
import { telHref } from './tel-href.js';

// Apart from company.ts, whose schema would bring zod into every page's script: the site's
// frame (footer, head) reads these, and takes only the schema's type from there.

/** The company's file in each language (content/company/<lng>.json), as the content check accepts it. */
export type CompanyFiles = Readonly<Record<Language, Company>>;

/**
 * The site's configuration with the company's facts staff edit (content/company): the contact
 * data, the offices (each language names its cities), the privacy notice's company, inbox period
 * and review date, and whether they are still the sample ones. The facts entered once are read
 * from the Spanish file (the content check makes the others agree). Whoever reads content/ (the
 * website's build, the tests) calls this; the API is built without content/.
 */
export function siteConfigWith(companies: CompanyFiles) {
  const company = companies.es;
  const [phone = ''] = company.phones;
  return {
    ...siteConfig,
    entities: { ...siteConfig.entities, company: company.privacy.controller },
    email: company.email,
    phone: { display: phone, href: telHref(phone) },
    /** The offices; each country's name is a translation (footer.countries.<code>). */
    locations: company.offices.map((office, index) => ({
      city: {
        es: office.city,
        en: companies.en.offices[index]?.city ?? office.city,
        pt: companies.pt.offices[index]?.city ?? office.city,
      },
      countryCode: office.country,
    })),
    professionalNetworkUrl: company.social.linkedin,
    /** Whether the contact data and the privacy facts are still the sample ones. */
    isSample: company.sample ?? false,
    retention: {
      ...siteConfig.retention,
      /** Months a message stays in the staff's inbox. */
      inboxMonths: company.privacy.inboxMonths,
    },
    /** The date the company last reviewed its privacy notice (ISO). */
    privacyNoticeUpdated: company.privacy.reviewed,
  };
}

export type SiteConfigWithCompany = ReturnType<typeof siteConfigWith>;

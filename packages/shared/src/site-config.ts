/**
 * The company's identity in one place, so a rebrand is one edit.
 * Values marked "sample" are placeholders until the company supplies real ones.
 */
export const siteConfig = {
  company: 'Verdalia Consulting Group',
  shortName: 'Verdalia',
  /** The small line under the short name in the logo's wordmark. */
  wordmarkTagline: 'Consulting Group',
  entities: ['Verdalia Consultores S.A.', 'Fundación Semilla'],
  product: {
    name: 'Semilla',
    pageName: 'Semilla DC',
    path: '/semilla-dc',
  },
  /** Sample address: the .example domain marks it as a placeholder. */
  email: 'info@verdalia.example',
  /** Sample Costa Rica number. */
  phone: { display: '+506 4000 1234', href: 'tel:+50640001234' },
  /** Sample offices; each country's name is a translation (footer.countries.<code>). */
  locations: [
    { city: 'San José', countryCode: 'CR' },
    { city: 'Panamá', countryCode: 'PA' },
    { city: 'Bogotá', countryCode: 'CO' },
  ],
  professionalNetworkUrl: 'https://www.linkedin.com/company/verdalia-consulting-group',
  /** Canonical origin used for canonical URLs, hreflang, sitemap and Open Graph. */
  siteUrl: 'https://www.verdalia.example',
  foundedYear: 2001,
  networkCountries: 25,
  brandColors: { blue: '#0b4f6c', green: '#2e7d32' },
} as const;

export type SiteConfig = typeof siteConfig;

import { languages, type Language } from './languages.js';
import { siteConfig } from './site-config.js';

/**
 * Every page of the site and its slug in each language: the six of the navigation, in its
 * order, then the privacy notice (linked from the footer and the contact form). A page's
 * address is its language's prefix and its slug (addressOf below): Spanish keeps the spec's
 * paths (/nosotros), English and Portuguese live under /en/ and /pt/ (/en/about, /pt/sobre).
 * The router, the prerender, the sitemap, both servers and the tests read this one table.
 */
export const pages = [
  { id: 'home', inNavigation: true, slugs: { es: '', en: '', pt: '' } },
  { id: 'about', inNavigation: true, slugs: { es: 'nosotros', en: 'about', pt: 'sobre' } },
  {
    id: 'clients',
    inNavigation: true,
    slugs: { es: 'clientes', en: 'clients', pt: 'clientes' },
  },
  {
    id: 'projects',
    inNavigation: true,
    slugs: { es: 'proyectos', en: 'projects', pt: 'projetos' },
  },
  {
    id: 'semilla',
    inNavigation: true,
    slugs: {
      es: siteConfig.product.slug,
      en: siteConfig.product.slug,
      pt: siteConfig.product.slug,
    },
  },
  { id: 'contact', inNavigation: true, slugs: { es: 'contacto', en: 'contact', pt: 'contato' } },
  {
    id: 'privacy',
    inNavigation: false,
    slugs: { es: 'privacidad', en: 'privacy', pt: 'privacidade' },
  },
] as const satisfies readonly {
  id: string;
  inNavigation: boolean;
  slugs: Readonly<Record<Language, string>>;
}[];

export type Page = (typeof pages)[number];
export type PageId = Page['id'];

export type NavigationPage = Extract<Page, { inNavigation: true }>;

/** The pages of the header's and footer's navigation. */
export const navigationPages: readonly NavigationPage[] = pages.filter(
  (page): page is NavigationPage => page.inNavigation,
);

/** The translated "page not found" page, answered for any other path (HTTP 404). */
export const notFoundPageId = 'notFound';

/**
 * A project's own page (project-pages.ts): one component for every project, at addresses the
 * content names, so it is no entry of the table above.
 */
export const projectPageKey = 'project';

/** A page a path can show: one of the table's, or a project's. */
export type RoutedPage = PageId | typeof projectPageKey;

/** Every page the site renders: one per route, a project's, and the 404. */
export type PageKey = RoutedPage | typeof notFoundPageId;

export const pageKeys: readonly PageKey[] = [
  ...pages.map((page) => page.id),
  projectPageKey,
  notFoundPageId,
];

/** The first segment of a language's addresses: none for Spanish, /en and /pt for the others. */
export const languagePrefixes: Readonly<Record<Language, string>> = {
  es: '',
  en: '/en',
  pt: '/pt',
};

function pageById(id: PageId): Page {
  const page = pages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`Unknown page ${id}`);
  return page;
}

/**
 * A page's one address in a language: /, /nosotros, /en/, /en/about. A language's home ends
 * with a slash (a folder's index on every static host); every other address has none.
 */
export function pagePath(id: PageId, language: Language): string {
  const slug = pageById(id).slugs[language];
  return `${languagePrefixes[language]}/${slug}`;
}

/**
 * The page's file in the build (dist/client), relative: index.html, nosotros.html,
 * en/index.html, en/about.html. Any static host serves <name>.html at /<name> and a folder's
 * index.html at /<folder>/, so the file is found at its address without a rule.
 */
export function pageFile(id: PageId, language: Language): string {
  const slug = pageById(id).slugs[language];
  const prefix = languagePrefixes[language].slice(1);
  return [prefix, `${slug === '' ? 'index' : slug}.html`].filter(Boolean).join('/');
}

/** The 404 page of a language, next to its pages: 404.html, en/404.html, pt/404.html. */
export function notFoundFile(language: Language): string {
  return [languagePrefixes[language].slice(1), '404.html'].filter(Boolean).join('/');
}

/** One page in one language, where it lives and where it is served. */
export interface PageAddress {
  page: PageId;
  language: Language;
  path: string;
  file: string;
}

/** Every page's address in every language: what the build writes and the servers serve. */
export const pageAddresses: readonly PageAddress[] = languages.flatMap((language) =>
  pages.map((page) => ({
    page: page.id,
    language,
    path: pagePath(page.id, language),
    file: pageFile(page.id, language),
  })),
);

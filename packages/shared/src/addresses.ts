import {
  categories,
  categoryById,
  categoryByName,
  categorySpellings,
  type Category,
  type CategoryId,
} from './categories.js';
import {
  categoryPageAddresses,
  categoryPagePath,
  categorySegments,
  legacyCategoryParams,
} from './category-pages.js';
import { contactEndpointPath } from './contact-endpoint.js';
import { fallbackLanguage, isLanguage, languages, type Language } from './languages.js';
import {
  languagePrefixes,
  notFoundFile,
  pageAddresses,
  pagePath,
  pages,
  projectPageKey,
  type Page,
  type PageAddress,
  type PageId,
  type RoutedPage,
} from './pages.js';
import {
  projectPageFile,
  projectPagePath,
  type ProjectPageAddress,
  type ProjectPageIndex,
} from './project-pages.js';

/**
 * What the site answers for a path: a page, a permanent redirect to a page's one address, or
 * the 404 page of the path's language. The one rule of odd addresses, for the embedded server,
 * the nginx configuration generated from it (apps/api/src/nginx) and the client router:
 *  - a page's address with `?lng=es|en|pt` (old links): that page in that language, the other
 *    parameters kept;
 *  - another spelling of a page (any case, trailing slashes, `.html`, `/index.html`, `/es/…`,
 *    any language's slug under a prefix: /en/nosotros, /Contacto): the page's address in the
 *    prefix's language (Spanish without one), or in `?lng=`'s;
 *  - a category's page (category-pages.ts) answers to the same spellings of its address, with
 *    the projects page's slug and the category's word and slug of any language, `-` or `_`
 *    between its words; the projects page at its address with a category in its query (an old
 *    `?categoria=finanzas_sociales` link): that category's page, the other parameters kept;
 *  - a project's page (project-pages.ts) answers to the same spellings of its address (case,
 *    trailing slashes, `.html`, `/es/…`, the projects page's slug of any language), in the
 *    prefix's language; `?lng=` does not apply (old links never named a project page or a
 *    category's);
 *  - anything else: the 404 page of the prefix's language.
 * Which project slugs exist is the build's to say: the servers pass its project pages
 * (projectPageIndex) and an unknown slug is a 404; the client router passes none and reads
 * the shape alone (the page itself then shows its 404 for a slug its list lacks).
 */
export type AddressResolution =
  | { kind: 'page'; page: RoutedPage; language: Language; file: string; category?: CategoryId }
  | {
      kind: 'redirect';
      page: RoutedPage;
      language: Language;
      location: string;
      category?: CategoryId;
    }
  | { kind: 'notFound'; language: Language; file: string };

/** The query parameter old links carried the language in (?lng=en). */
export const legacyLanguageParam = 'lng';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The spellings of a page in a language, as a regular expression matched case-insensitively
 * (no flags inside: the same source works in JavaScript and in nginx's PCRE, `~*`). It matches
 * the page's own address too; whether that is served or redirected is resolveAddress's
 * (and the nginx maps') to say.
 */
export function addressPattern(page: Page, language: Language): string {
  const prefix = prefixPattern(language);
  const slugs = [...new Set(Object.values(page.slugs))].filter(Boolean).sort();
  if (slugs.length === 0) return `^${prefix}(?:/+index(?:\\.html)?)?/*$`;
  return `^${prefix}/+${anyOf(slugs)}${ending}$`;
}

/** A language's prefix in any spelling: none or /es for Spanish, /en for English. */
function prefixPattern(language: Language): string {
  return language === fallbackLanguage
    ? `(?:/+${fallbackLanguage})?`
    : `/+${escapeRegExp(languagePrefixes[language].slice(1))}`;
}

/** What may follow a page's name: `.html`, `/index`, `/index.html`, slashes. */
const ending = '(?:\\.html|/+index(?:\\.html)?)?/*';

const anyOf = (slugs: readonly string[]) => `(?:${slugs.map(escapeRegExp).join('|')})`;

const projectsPage = pages.find((page) => page.id === 'projects');
const projectsSlugs = [...new Set(Object.values(projectsPage?.slugs ?? {}))].sort();

/**
 * The spellings of a project's page in a language (case-insensitive, for JavaScript and
 * nginx alike, as addressPattern): under the language's prefix, the projects page's slug of
 * any language, then the project's slug. Without a slug, any slug's shape, captured (group 1).
 */
export function projectAddressPattern(language: Language, slug?: string): string {
  const project = slug === undefined ? '([a-z0-9]+(?:-[a-z0-9]+)*)' : escapeRegExp(slug);
  return `^${prefixPattern(language)}/+${anyOf(projectsSlugs)}/+${project}${ending}$`;
}

/** A slug as a pattern: its words joined by `-` or `_` (old links used `_`), in any case. */
const slugSpelling = (slug: string) => slug.split('-').map(escapeRegExp).join('[-_]');

/** Any slug of the categories (categorySpellings), as one group. */
const categorySlugs = (list: readonly Category[]) =>
  `(?:${[...new Set(list.flatMap(categorySpellings))].sort().map(slugSpelling).join('|')})`;

/**
 * The spellings of a category's page in a language (case-insensitive, for JavaScript and
 * nginx alike, as addressPattern): under the language's prefix, the projects page's slug and
 * the category's word of any language, then any slug of the category (categorySpellings).
 * Without a category, any category's, captured (group 1).
 */
export function categoryAddressPattern(language: Language, category?: Category): string {
  const slugs = categorySlugs(category ? [category] : categories);
  const words = anyOf([...new Set(Object.values(categorySegments))].sort());
  return `^${prefixPattern(language)}/+${anyOf(projectsSlugs)}/+${words}/+${category ? slugs : `(${slugs})`}${ending}$`;
}

/**
 * A category (any, without one) as an old link's query value names it: one of its slugs, `-`
 * or `_` between the words, in any case (`finanzas_sociales`, `Social-Finance`); nothing else
 * (an escape, a name with spaces), which both servers leave as an ordinary parameter.
 */
export function categoryValuePattern(category?: Category): string {
  return `^${categorySlugs(category ? [category] : categories)}$`;
}

/** The paths whose 404 page is a language's own: what lies under its prefix. */
export function notFoundPattern(language: Language): string | undefined {
  const prefix = languagePrefixes[language].slice(1);
  return prefix ? `^/+${escapeRegExp(prefix)}(?:/|$)` : undefined;
}

const addressByPath = new Map(pageAddresses.map((address) => [address.path, address]));

const spellings = languages.flatMap((language) =>
  pages.map((page) => ({
    page: page.id,
    language,
    pattern: new RegExp(addressPattern(page, language), 'i'),
  })),
);

const categoryByAddress = new Map(categoryPageAddresses.map((address) => [address.path, address]));

const categorySpellingsOf = languages.map((language) => ({
  language,
  pattern: new RegExp(categoryAddressPattern(language), 'i'),
}));

const categoryValue = new RegExp(categoryValuePattern(), 'i');

const projectSpellings = languages.map((language) => ({
  language,
  pattern: new RegExp(projectAddressPattern(language), 'i'),
}));

const notFoundRules = languages.flatMap((language) => {
  const pattern = notFoundPattern(language);
  return pattern ? [{ language, pattern: new RegExp(pattern, 'i') }] : [];
});

/**
 * The first `lng` parameter of a raw query (its name and its value in any case, as nginx
 * reads $arg_lng through a map) when it names a language, and the query without it, every
 * other byte as it was.
 */
export function legacyLanguage(query: string): { language: Language; rest: string } | undefined {
  const parts = query.split('&');
  const index = parts.findIndex((part) => {
    const separator = part.indexOf('=');
    return separator !== -1 && part.slice(0, separator).toLowerCase() === legacyLanguageParam;
  });
  if (index === -1) return undefined;
  const value = parts[index]?.slice(legacyLanguageParam.length + 1).toLowerCase();
  if (!isLanguage(value)) return undefined;
  return { language: value, rest: parts.filter((_, at) => at !== index).join('&') };
}

/**
 * The category an old link's query names (`categoria=finanzas_sociales`): the first parameter
 * named as one of legacyCategoryParams (in any case, as nginx reads them) whose value names a
 * category (categoryValuePattern), and the query without it, every other byte as it was.
 */
export function legacyCategory(query: string): { category: Category; rest: string } | undefined {
  const parts = query.split('&');
  for (const [index, part] of parts.entries()) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (!legacyCategoryParams.includes(part.slice(0, separator).toLowerCase())) continue;
    const value = part.slice(separator + 1);
    const category = categoryValue.test(value) ? categoryByName(value) : undefined;
    if (category) {
      return { category, rest: parts.filter((_, at) => at !== index).join('&') };
    }
  }
  return undefined;
}

/** A category page's answer: its page at its address, or a redirect from another spelling. */
function resolveCategoryAddress(path: string, query: string): AddressResolution | undefined {
  const exact = categoryByAddress.get(path);
  if (exact) {
    const { category, language, file } = exact;
    return { kind: 'page', page: 'projects', language, file, category };
  }
  for (const { language, pattern } of categorySpellingsOf) {
    const spelled = pattern.exec(path)?.[1];
    const category = spelled === undefined ? undefined : categoryByName(spelled);
    if (!category) continue;
    const location = `${categoryPagePath(category, language)}${query ? `?${query}` : ''}`;
    return { kind: 'redirect', page: 'projects', language, location, category: category.id };
  }
  return undefined;
}

/** A page's address in a language, from its table entry. */
function addressOf(page: PageId, language: Language): PageAddress {
  const address = pageAddresses.find(
    (candidate) => candidate.page === page && candidate.language === language,
  );
  if (!address) throw new Error(`no address for ${page} in ${language}`);
  return address;
}

/**
 * A project page's answer: its page at its address, a redirect from another spelling, or
 * nothing when the path is not a project's (or, given the build's pages, names none).
 */
function resolveProjectAddress(
  path: string,
  query: string,
  projectPages: ProjectPageIndex | undefined,
): AddressResolution | undefined {
  for (const { language, pattern } of projectSpellings) {
    const slug = pattern.exec(path)?.[1]?.toLowerCase();
    if (slug === undefined) continue;
    const address: Pick<ProjectPageAddress, 'path' | 'file'> | undefined = projectPages
      ? projectPages.atSlug(language, slug)
      : { path: projectPagePath(slug, language), file: projectPageFile(slug, language) };
    if (!address) return undefined;
    if (path === address.path) {
      return { kind: 'page', page: projectPageKey, language, file: address.file };
    }
    const location = `${address.path}${query ? `?${query}` : ''}`;
    return { kind: 'redirect', page: projectPageKey, language, location };
  }
  return undefined;
}

/**
 * Resolves a request's path (decoded, as normalizeRequestPath gives it) and raw query (without
 * the "?") by the rule above; `projectPages`, the build's project pages, where known.
 */
export function resolveAddress(
  path: string,
  query = '',
  projectPages?: ProjectPageIndex,
): AddressResolution {
  const asked = legacyLanguage(query);
  const exact = addressByPath.get(path);
  const found = exact ?? spellings.find((spelling) => spelling.pattern.test(path));
  if (found) {
    const language = asked?.language ?? found.language;
    const legacy = exact?.page === 'projects' && !asked ? legacyCategory(query) : undefined;
    if (legacy) {
      const { category, rest } = legacy;
      const location = `${categoryPagePath(category, language)}${rest ? `?${rest}` : ''}`;
      return { kind: 'redirect', page: 'projects', language, location, category: category.id };
    }
    if (exact && !asked) {
      return { kind: 'page', page: exact.page, language, file: exact.file };
    }
    const rest = asked ? asked.rest : query;
    const location = `${addressOf(found.page, language).path}${rest ? `?${rest}` : ''}`;
    return { kind: 'redirect', page: found.page, language, location };
  }
  const category = resolveCategoryAddress(path, query);
  if (category) return category;
  const project = resolveProjectAddress(path, query, projectPages);
  if (project) return project;
  const language =
    notFoundRules.find((rule) => rule.pattern.test(path))?.language ?? fallbackLanguage;
  return { kind: 'notFound', language, file: notFoundFile(language) };
}

/** The language a path is in: its page's, or its prefix's for a redirect target or a 404. */
export function languageOfPath(path: string): Language {
  const resolution = resolveAddress(path);
  return resolution.language;
}

/**
 * The address of the page a path shows, in another language (the language menu, the
 * first-visit notice): the same page, or that language's home from a 404. A category's page
 * is the same category's. A project's page is the same project's in that language
 * (`projectIn`, from the project's own data: its slug differs by language), else the projects
 * page.
 */
export function samePageIn(
  path: string,
  language: Language,
  projectIn?: (language: Language) => string | undefined,
): string {
  const resolution = resolveAddress(path);
  if (resolution.kind === 'notFound') return pagePath('home', language);
  const category = resolution.category ? categoryById(resolution.category) : undefined;
  if (category) return categoryPagePath(category, language);
  if (resolution.page === projectPageKey)
    return projectIn?.(language) ?? pagePath('projects', language);
  return pagePath(resolution.page, language);
}

/**
 * A request path as nginx reads it before matching ($uri): %-escapes decoded, repeated
 * slashes merged, `.` and `..` segments resolved. Undefined, a bad request (400) for both
 * servers, when an escape is malformed or a `..` would climb above the root, as nginx
 * refuses it. apps/api/test/nginx-rules.test.ts asks a real nginx every rawPathCases entry.
 */
export function normalizeRequestPath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  const segments: string[] = [];
  const parts = decoded.split('/');
  for (const [index, segment] of parts.entries()) {
    if (segment === '..' && segments.pop() === undefined) return undefined;
    if (segment === '' || segment === '.' || segment === '..') {
      if (index === parts.length - 1) segments.push('');
      continue;
    }
    segments.push(segment);
  }
  const joined = `/${segments.join('/')}`;
  return joined.replace(/\/+/g, '/');
}

/** The methods that read an address: every address but the form's takes these and no other. */
export const readMethods = ['GET', 'HEAD'] as const;

/**
 * The methods an address takes (its path as normalizeRequestPath gives it): the form's endpoint
 * takes POST; every other address, the site's pages, files, redirects and 404s and the API's
 * /healthz alike, is only read. Both servers answer any other method with 405, these methods
 * in its Allow header and the documented JSON (the embedded server and the nginx configuration
 * generated from this rule, apps/api/src/nginx).
 */
export function allowedMethods(path: string): readonly string[] {
  return path === contactEndpointPath ? ['POST'] : readMethods;
}

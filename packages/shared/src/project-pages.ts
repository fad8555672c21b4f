import { languages, type Language } from './languages.js';
import { pageFile, pagePath } from './pages.js';
import { slugify } from './slug.js';

/**
 * Every project has a page of its own in each language, under the projects page's address:
 * /proyectos/<slug>, /en/projects/<slug>, /pt/projetos/<slug>. The slugs come from the
 * content, so these addresses are not in the table of pages.ts: the prerender computes them
 * here from the project lists, writes them to the build (projectPagesFile), and both servers,
 * the sitemap and the tests read them from there; the client router reads the shape alone
 * (addresses.ts). Its page key is pages.ts's projectPageKey.
 */

/** A project page's slug: lowercase letters and digits in words joined by hyphens. */
export const projectSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Slugs no project may take: `/proyectos/index` is another spelling of the list itself. */
const reservedSlugs = new Set(['index']);

/** What names a project's page: its title, and the slug the content may give it. */
export interface ProjectNaming {
  id: number;
  title: string;
  slug?: string | undefined;
}

/**
 * A project's slug in its language: the content's own `slug` when it has one (editable), else
 * its title's, hyphenated (`Línea de crédito verde` → `linea-de-credito-verde`). The one place
 * that derives it: the pages, the links to them and their addresses in the build all call it.
 */
export function projectSlug(project: Pick<ProjectNaming, 'title' | 'slug'>): string {
  return project.slug ?? slugify(project.title, '-');
}

/** A project page's address: the projects page's, then the slug (/en/projects/<slug>). */
export function projectPagePath(slug: string, language: Language): string {
  return `${pagePath('projects', language)}/${slug}`;
}

/** Its file in the build, in the projects page's folder: proyectos/<slug>.html, en/projects/… */
export function projectPageFile(slug: string, language: Language): string {
  return pageFile('projects', language).replace(/\.html$/, `/${slug}.html`);
}

/** One project's page in one language, where it lives and where it is served. */
export interface ProjectPageAddress {
  project: number;
  language: Language;
  slug: string;
  path: string;
  file: string;
}

/**
 * Every project's page in every language, from each language's list. A slug that is no slug,
 * or two projects at one address of a language, stop the build with a message naming the
 * language, the projects and what to change: the content's `slug` of one of them.
 */
export function projectPageAddresses(
  lists: Readonly<Partial<Record<Language, readonly ProjectNaming[]>>>,
): ProjectPageAddress[] {
  const addresses: ProjectPageAddress[] = [];
  const problems: string[] = [];
  for (const language of languages) {
    const bySlug = new Map<string, ProjectNaming>();
    for (const project of lists[language] ?? []) {
      const slug = projectSlug(project);
      const path = projectPagePath(slug, language);
      const named = `project ${project.id} ("${project.title}")`;
      if (!projectSlugPattern.test(slug) || reservedSlugs.has(slug)) {
        problems.push(
          `${language}: ${named} has the slug "${slug}"; a slug is lowercase letters and digits ` +
            `joined by hyphens (linea-de-credito-verde), and not "index"`,
        );
        continue;
      }
      const other = bySlug.get(slug);
      if (other) {
        problems.push(
          `${language}: project ${other.id} ("${other.title}") and ${named} would both be at ` +
            `${path}; give one of them another slug`,
        );
        continue;
      }
      bySlug.set(slug, project);
      addresses.push({
        project: project.id,
        language,
        slug,
        path,
        file: projectPageFile(slug, language),
      });
    }
  }
  if (problems.length > 0) {
    throw new Error(`The project pages' addresses are not unique:\n- ${problems.join('\n- ')}`);
  }
  return addresses;
}

/** The project pages of a build, found by address, by slug in a language, or by project. */
export interface ProjectPageIndex {
  readonly addresses: readonly ProjectPageAddress[];
  atSlug(language: Language, slug: string): ProjectPageAddress | undefined;
  /** The project's page in every language it has one in. */
  ofProject(project: number): readonly ProjectPageAddress[];
}

export function projectPageIndex(addresses: readonly ProjectPageAddress[]): ProjectPageIndex {
  const bySlug = new Map(addresses.map((address) => [address.path, address]));
  return {
    addresses,
    atSlug: (language, slug) => bySlug.get(projectPagePath(slug, language)),
    ofProject: (project) => addresses.filter((address) => address.project === project),
  };
}

/** A project of a language's list at its slug, as the page at that address shows it. */
export function projectAtSlug<T extends Pick<ProjectNaming, 'title' | 'slug'>>(
  projects: readonly T[],
  slug: string,
): T | undefined {
  return projects.find((project) => projectSlug(project) === slug);
}

/** A project's slug in every language it has a page in. */
export type ProjectPageSlugs = Partial<Record<Language, string>>;

/**
 * Each language's list with every project's slugs in every language (`slugs`): what the
 * project pages' language menu and hreflang links need, written into the lists the browser
 * reads, so a page links to the same project in another language without that language's list.
 */
export function withPageSlugs<T extends ProjectNaming>(
  lists: Readonly<Partial<Record<Language, readonly T[]>>>,
  addresses: readonly ProjectPageAddress[],
): Partial<Record<Language, (T & { slugs: ProjectPageSlugs })[]>> {
  const slugs = new Map<number, ProjectPageSlugs>();
  for (const address of addresses) {
    slugs.set(address.project, { ...slugs.get(address.project), [address.language]: address.slug });
  }
  return Object.fromEntries(
    languages.map((language) => [
      language,
      (lists[language] ?? []).map((project) => ({
        ...project,
        slugs: slugs.get(project.id) ?? {},
      })),
    ]),
  );
}

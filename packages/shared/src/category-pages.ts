import { categories, type Category, type CategoryId } from './categories.js';
import { languages, type Language } from './languages.js';
import { pageFile, pagePath } from './pages.js';

/**
 * Each category of the projects list has a page of its own in each language, under the
 * projects page: /proyectos/categoria/<slug>, /en/projects/category/<slug>,
 * /pt/projetos/categoria/<slug>. It is the projects page showing only that category, rendered
 * by the build like any page, so a filtered list is a file any server or static host serves,
 * with or without JavaScript. The word between the list and the slug keeps these addresses
 * apart from the projects' own pages (/proyectos/<slug>, project-pages.ts), whose slugs come
 * from the content. The categories are the shared taxonomy's (categories.ts), so the servers
 * know every address without the build.
 */

/** The word before a category's slug, in each language. */
export const categorySegments: Readonly<Record<Language, string>> = {
  es: 'categoria',
  en: 'category',
  pt: 'categoria',
};

/**
 * The query parameters the list's address carried a category in before it had pages of its
 * own (`/proyectos?categoria=finanzas_sociales`, `/en/projects?category=social_finance`): the
 * servers send such a link to the category's page (addresses.ts).
 */
export const legacyCategoryParams = [...new Set(Object.values(categorySegments))].sort();

/** A category page's address: the projects page's, the word, then the category's slug. */
export function categoryPagePath(category: Category, language: Language): string {
  return `${pagePath('projects', language)}/${categorySegments[language]}/${category.slugs[language]}`;
}

/** Its file in the build: proyectos/categoria/<slug>.html, en/projects/category/<slug>.html. */
export function categoryPageFile(category: Category, language: Language): string {
  return pageFile('projects', language).replace(
    /\.html$/,
    `/${categorySegments[language]}/${category.slugs[language]}.html`,
  );
}

/** One category's page in one language, where it lives and where it is served. */
export interface CategoryPageAddress {
  category: CategoryId;
  language: Language;
  path: string;
  file: string;
}

/** Every category's page in every language: what the build writes and the servers serve. */
export const categoryPageAddresses: readonly CategoryPageAddress[] = languages.flatMap((language) =>
  categories.map((category) => ({
    category: category.id,
    language,
    path: categoryPagePath(category, language),
    file: categoryPageFile(category, language),
  })),
);

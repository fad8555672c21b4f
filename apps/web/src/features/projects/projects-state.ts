import {
  categories,
  categoryByName,
  categoryOfQuery,
  categoryParams,
  categorySlug,
  slugify,
  type CategoryColor,
  type Language,
  type Project,
} from '@verdalia/shared';

/** The filter key that shows every project: what the page opens on. */
export const ALL = 'all';

/**
 * A category's key: the taxonomy id when the name is known in any language; otherwise the
 * slug of the name.
 */
export function categoryKey(name: string): string {
  return categoryByName(name)?.id ?? slugify(name);
}

export interface CategoryFilter {
  key: string;
  /** The category's name in the page's language. */
  name: string;
  /** blue for social finance, conservation and knowledge; green for the others. */
  color: CategoryColor;
  /** Position in the shared taxonomy; unknown names sort after it, in first-seen order. */
  order: number;
}

/** The distinct categories of the projects, in taxonomy order (ALL is added by the view). */
export function categoryFilters(
  projects: readonly Project[],
  language: Language,
): CategoryFilter[] {
  const taxonomyIds = categories.map((category) => category.id);
  const found = new Map<string, CategoryFilter>();
  for (const project of projects) {
    for (const name of project.categories) {
      const key = categoryKey(name);
      if (found.has(key)) continue;
      const index = taxonomyIds.indexOf(key);
      const category = categoryByName(name);
      found.set(key, {
        key,
        name: category?.names[language] ?? name,
        color: category?.color ?? 'green',
        order: index === -1 ? taxonomyIds.length + found.size : index,
      });
    }
  }
  return [...found.values()].sort((a, b) => a.order - b.order);
}

/** What the grid shows: everything for ALL, else the projects that carry the category. */
export function visibleProjects(
  projects: readonly Project[],
  selected: string,
): readonly Project[] {
  if (selected === ALL) return projects;
  return projects.filter((project) =>
    project.categories.some((name) => categoryKey(name) === selected),
  );
}

/** The filter an address chooses (`?categoria=finanzas_sociales`): a category's key, or ALL. */
export function selectionOfQuery(query: URLSearchParams): string {
  return categoryOfQuery(query)?.id ?? ALL;
}

/**
 * The query of the address that shows `key`, from the current one: the category's slug in the
 * page's language under its parameter, or no parameter for ALL (the unfiltered, canonical
 * page). Other parameters (a campaign's utm_…) stay as they were.
 */
export function queryForSelection(
  key: string,
  language: Language,
  current: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of new Set(Object.values(categoryParams))) next.delete(name);
  const category = key === ALL ? undefined : categoryByName(key);
  if (category) next.set(categoryParams[language], categorySlug(category, language));
  return next;
}

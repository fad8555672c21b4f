import {
  categories,
  categoryPagePath,
  pagePath,
  type Category,
  type CategoryColor,
  type CategoryId,
  type Language,
  type Project,
} from '@verdalia/shared';

/** The filter key that shows every project: the projects page's own address. */
export const ALL = 'all';

export interface CategoryFilter {
  key: string;
  /** The category's name in the page's language. */
  name: string;
  /** blue for social finance, conservation and knowledge; green for the others. */
  color: CategoryColor;
  /** Position in the shared taxonomy. */
  order: number;
  /** The page that shows it: the category's own (category-pages.ts). */
  path: string;
}

/** The distinct categories of the projects, in taxonomy order (ALL is added by the view). */
export function categoryFilters(
  projects: readonly Project[],
  language: Language,
  nameOf: (id: CategoryId) => string,
): CategoryFilter[] {
  const used = new Set(projects.flatMap((project) => project.categories));
  return categories.flatMap((category, order) =>
    used.has(category.id)
      ? [
          {
            key: category.id,
            name: nameOf(category.id),
            color: category.color,
            order,
            path: categoryPagePath(category, language),
          },
        ]
      : [],
  );
}

/** What the grid shows: everything for ALL, else the projects that carry the category. */
export function visibleProjects(
  projects: readonly Project[],
  selected: string,
): readonly Project[] {
  if (selected === ALL) return projects;
  return projects.filter((project) => project.categories.some((id) => id === selected));
}

/** The address of a filter: the projects page for ALL, else the category's page. */
export function filterPath(category: Category | undefined, language: Language): string {
  return category ? categoryPagePath(category, language) : pagePath('projects', language);
}

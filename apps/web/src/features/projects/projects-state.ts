import {
  categories,
  categoryByName,
  slugify,
  type CategoryColor,
  type Project,
} from '@verdalia/shared';

/** The filter key that shows every project. */
export const ALL = 'all';

export interface ProjectsState {
  status: 'loading' | 'ready';
  projects: readonly Project[];
  /** A category key, ALL, or null while the visitor has not chosen yet (the prompt). */
  selected: string | null;
}

export type ProjectsAction =
  | { type: 'request' }
  | { type: 'loaded'; projects: readonly Project[] }
  | { type: 'failed' }
  | { type: 'select'; key: string };

export const initialProjectsState: ProjectsState = {
  status: 'loading',
  projects: [],
  selected: null,
};

export function projectsReducer(state: ProjectsState, action: ProjectsAction): ProjectsState {
  switch (action.type) {
    case 'request':
      return { ...state, status: 'loading' };
    case 'loaded':
      return { ...state, status: 'ready', projects: action.projects };
    case 'failed':
      // Spec: a failed load stops loading and falls back to the "choose a category" prompt.
      return { status: 'ready', projects: [], selected: null };
    case 'select':
      return { ...state, selected: action.key };
  }
}

/**
 * A category's key: the taxonomy id when the name is known in any language, so a
 * chosen filter survives a language switch; otherwise the slug of the name.
 */
export function categoryKey(name: string): string {
  return categoryByName(name)?.id ?? slugify(name);
}

export interface CategoryFilter {
  key: string;
  /** The category name as the loaded list spells it. */
  name: string;
  /** blue for social finance, conservation and knowledge; green for the others. */
  color: CategoryColor;
  /** Position in the shared taxonomy; unknown names sort after it, in first-seen order. */
  order: number;
}

/** The distinct categories of the loaded projects, in taxonomy order (ALL is added by the view). */
export function categoryFilters(projects: readonly Project[]): CategoryFilter[] {
  const taxonomyIds = categories.map((category) => category.id);
  const found = new Map<string, CategoryFilter>();
  for (const project of projects) {
    for (const name of project.categories) {
      const key = categoryKey(name);
      if (found.has(key)) continue;
      const index = taxonomyIds.indexOf(key);
      found.set(key, {
        key,
        name,
        color: categoryByName(name)?.color ?? 'green',
        order: index === -1 ? taxonomyIds.length + found.size : index,
      });
    }
  }
  return [...found.values()].sort((a, b) => a.order - b.order);
}

/** What the grid shows: nothing before a choice, everything for ALL, else the matches. */
export function visibleProjects(
  projects: readonly Project[],
  selected: string | null,
): readonly Project[] {
  if (selected === null) return [];
  if (selected === ALL) return projects;
  return projects.filter((project) =>
    project.categories.some((name) => categoryKey(name) === selected),
  );
}

/**
 * The category whose image and colour a card uses: the chosen category when one is
 * chosen (the list is about it), otherwise the project's first category.
 */
export function cardCategory(project: Project, selected: string | null): string {
  if (selected !== null && selected !== ALL) {
    const chosen = project.categories.find((name) => categoryKey(name) === selected);
    if (chosen) return chosen;
  }
  return project.categories[0] ?? '';
}

/** The background image of a category, if the taxonomy knows it. */
export function categoryImage(name: string): string | undefined {
  const category = categoryByName(name);
  return category ? `/images/categories/${category.image}.svg` : undefined;
}

import { describe, expect, it } from 'vitest';
import { categories, type Category, type Project } from '@verdalia/shared';
import {
  ALL,
  cardCategory,
  categoryFilters,
  categoryImage,
  categoryKey,
  initialProjectsState,
  projectsReducer,
  visibleProjects,
  type ProjectsState,
} from './projects-state';

function category(index: number) {
  const found = categories[index];
  if (!found) throw new Error(`No category ${index}`);
  return found;
}
const [green, social, energy, conservation] = [0, 1, 2, 3].map(category) as [
  Category,
  Category,
  Category,
  Category,
];
const project = (id: number, names: string[]): Project => ({
  id,
  title: `Project ${id}`,
  description: `Description ${id}`,
  categories: names,
});
const projects = [
  project(1, [energy.names.es, green.names.es]),
  project(2, [social.names.es]),
  project(3, [green.names.es]),
  project(4, ['Economía azul']),
];

const first = projects[0] as Project;

describe('projectsReducer', () => {
  it('starts loading with nothing chosen', () => {
    expect(initialProjectsState).toEqual({ status: 'loading', projects: [], selected: null });
  });

  it('goes from loading to ready with the loaded projects', () => {
    const state = projectsReducer(initialProjectsState, { type: 'loaded', projects });
    expect(state.status).toBe('ready');
    expect(state.projects).toBe(projects);
    expect(state.selected).toBeNull();
  });

  it('stops loading on failure and falls back to the prompt (no selection, no projects)', () => {
    const chosen: ProjectsState = { status: 'loading', projects, selected: green.id };
    expect(projectsReducer(chosen, { type: 'failed' })).toEqual({
      status: 'ready',
      projects: [],
      selected: null,
    });
  });

  it('keeps the chosen category while a new language reloads', () => {
    const ready: ProjectsState = { status: 'ready', projects, selected: green.id };
    const reloading = projectsReducer(ready, { type: 'request' });
    expect(reloading).toEqual({ status: 'loading', projects, selected: green.id });
  });

  it('selects a category or ALL', () => {
    const ready = projectsReducer(initialProjectsState, { type: 'loaded', projects });
    expect(projectsReducer(ready, { type: 'select', key: social.id }).selected).toBe(social.id);
    expect(projectsReducer(ready, { type: 'select', key: ALL }).selected).toBe(ALL);
  });
});

describe('categoryKey', () => {
  it('is the taxonomy id in every language, so a choice survives a language switch', () => {
    for (const name of Object.values(conservation.names))
      expect(categoryKey(name)).toBe(conservation.id);
  });

  it('is the slug for a name outside the taxonomy', () => {
    expect(categoryKey('Economía azul')).toBe('economia_azul');
  });
});

describe('categoryFilters', () => {
  it('lists each distinct category once, in taxonomy order, unknown names last', () => {
    const filters = categoryFilters(projects);
    expect(filters.map((filter) => filter.key)).toEqual([
      green.id,
      social.id,
      energy.id,
      'economia_azul',
    ]);
    expect(filters.map((filter) => filter.name)).toEqual([
      green.names.es,
      social.names.es,
      energy.names.es,
      'Economía azul',
    ]);
  });

  it('colours each filter from the taxonomy, green for unknown names', () => {
    const colours = Object.fromEntries(categoryFilters(projects).map((f) => [f.key, f.color]));
    expect(colours).toEqual({
      [green.id]: 'green',
      [social.id]: 'blue',
      [energy.id]: 'green',
      economia_azul: 'green',
    });
  });

  it('is empty when nothing is loaded', () => {
    expect(categoryFilters([])).toEqual([]);
  });

  it('lists a category only once even if its name is spelt in two languages', () => {
    const mixed = [project(1, [green.names.es]), project(2, [green.names.en])];
    expect(categoryFilters(mixed)).toHaveLength(1);
  });
});

describe('visibleProjects', () => {
  it('shows nothing before a category is chosen (the prompt)', () => {
    expect(visibleProjects(projects, null)).toEqual([]);
  });

  it('shows every project for ALL', () => {
    expect(visibleProjects(projects, ALL)).toEqual(projects);
  });

  it('shows the projects whose categories contain the chosen one', () => {
    expect(visibleProjects(projects, green.id).map((p) => p.id)).toEqual([1, 3]);
    expect(visibleProjects(projects, social.id).map((p) => p.id)).toEqual([2]);
  });

  it('shows nothing for a category without projects (the no-projects message)', () => {
    expect(visibleProjects(projects, conservation.id)).toEqual([]);
  });
});

describe('card image', () => {
  it('uses the first category of the project when no category (or ALL) is chosen', () => {
    expect(cardCategory(first, null)).toBe(energy.names.es);
    expect(cardCategory(first, ALL)).toBe(energy.names.es);
    expect(categoryImage(cardCategory(first, ALL))).toBe(`/images/categories/${energy.image}.svg`);
  });

  it('uses the chosen category when one is chosen', () => {
    expect(cardCategory(first, green.id)).toBe(green.names.es);
    expect(categoryImage(cardCategory(first, green.id))).toBe(
      `/images/categories/${green.image}.svg`,
    );
  });

  it('has no image for a category outside the taxonomy', () => {
    expect(categoryImage('Economía azul')).toBeUndefined();
  });
});

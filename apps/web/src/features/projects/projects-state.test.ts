import { describe, expect, it } from 'vitest';
import { categories, type Category, type Project } from '@verdalia/shared';
import {
  ALL,
  categoryFilters,
  categoryKey,
  queryForSelection,
  selectionOfQuery,
  visibleProjects,
} from './projects-state';
import { projectArt, projectImage, projectShareImage } from './project-art';

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
  slug: `project-${id}`,
  title: `Project ${id}`,
  description: `Description ${id}`,
  categories: names,
  client: 'Client',
  countries: ['CR'],
  years: { start: 2020, end: 2021 },
  role: 'Role',
  results: [{ figure: '1', label: 'result' }],
});
const projects = [
  project(1, [energy.names.es, green.names.es]),
  project(2, [social.names.es]),
  project(3, [green.names.es]),
  project(4, ['Economía azul']),
];

describe('categoryKey', () => {
  it('is the taxonomy id in every language', () => {
    for (const name of Object.values(conservation.names))
      expect(categoryKey(name)).toBe(conservation.id);
  });

  it('is the slug for a name outside the taxonomy', () => {
    expect(categoryKey('Economía azul')).toBe('economia_azul');
  });
});

describe('categoryFilters', () => {
  it('lists each distinct category once, in taxonomy order, unknown names last', () => {
    const filters = categoryFilters(projects, 'es');
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
    const colours = Object.fromEntries(
      categoryFilters(projects, 'es').map((f) => [f.key, f.color]),
    );
    expect(colours).toEqual({
      [green.id]: 'green',
      [social.id]: 'blue',
      [energy.id]: 'green',
      economia_azul: 'green',
    });
  });

  it('names a category given by its id (as the content holds it) in the page’s language', () => {
    const byId = [project(1, [social.id])];
    expect(categoryFilters(byId, 'pt').map((filter) => filter.name)).toEqual([social.names.pt]);
  });

  it('lists a category only once even if its name is spelt in two languages', () => {
    const mixed = [project(1, [green.names.es]), project(2, [green.names.en])];
    expect(categoryFilters(mixed, 'es')).toHaveLength(1);
  });
});

describe('visibleProjects', () => {
  it('shows every project for ALL, the page’s first state', () => {
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

describe('the chosen category in the address', () => {
  const query = (text: string) => new URLSearchParams(text);

  it('is ALL without a parameter, or with one that names no category', () => {
    expect(selectionOfQuery(query(''))).toBe(ALL);
    expect(selectionOfQuery(query('categoria=astrologia&utm_source=x'))).toBe(ALL);
  });

  it('reads the slug of any language under any language’s parameter', () => {
    expect(selectionOfQuery(query('categoria=finanzas_sociales'))).toBe(social.id);
    expect(selectionOfQuery(query('category=social_finance'))).toBe(social.id);
    expect(selectionOfQuery(query('categoria=financas_sociais'))).toBe(social.id);
  });

  it('writes the slug of the page language, keeps other parameters, and drops it for ALL', () => {
    const current = query('utm_source=news&category=social_finance');
    expect(queryForSelection(green.id, 'es', current).toString()).toBe(
      'utm_source=news&categoria=finanzas_verdes_y_climaticas',
    );
    expect(queryForSelection(green.id, 'en', current).toString()).toBe(
      'utm_source=news&category=green_and_climate_finance',
    );
    expect(queryForSelection(green.id, 'pt', current).toString()).toBe(
      'utm_source=news&categoria=financas_verdes_e_climaticas',
    );
    expect(queryForSelection(ALL, 'en', current).toString()).toBe('utm_source=news');
    // What it writes reads back as the same choice.
    for (const language of ['es', 'en', 'pt'] as const)
      expect(selectionOfQuery(queryForSelection(energy.id, language, query('')))).toBe(energy.id);
  });
});

describe('projectArt', () => {
  it('names each project’s own generated picture', () => {
    expect(projectArt(7)).toBe('/images/projects/project-07.svg');
    expect(projectArt(26)).toBe('/images/projects/project-26.svg');
    expect(projectShareImage({ id: 26 })).toBe('/images/projects/project-26.png');
  });

  it('shows and shares the photograph staff uploaded in place of the art', () => {
    const image = '/content/images/projects/pozo.jpg';
    expect(projectImage({ id: 3 })).toBe('/images/projects/project-03.svg');
    expect(projectImage({ id: 3, image })).toBe(image);
    // Cropped to 1200x630 by the build, as a JPEG (a photograph as PNG weighs megabytes).
    expect(projectShareImage({ id: 3, image })).toMatch(
      /^\/images\/projects\/project-03-[0-9a-f]{8}\.jpg$/,
    );
  });

  it('gives a new photograph a new share address, and the same one on every build', () => {
    const first = projectShareImage({ id: 3, image: '/content/images/projects/pozo.jpg' });
    const second = projectShareImage({ id: 3, image: '/content/images/projects/pozo-2.jpg' });
    expect(second).not.toBe(first);
    expect(projectShareImage({ id: 3, image: '/content/images/projects/pozo.jpg' })).toBe(first);
    // Known FNV-1a values: the build script and the page name the file alike.
    expect(projectShareImage({ id: 3, image: 'a' })).toBe(
      '/images/projects/project-03-e40c292c.jpg',
    );
  });
});

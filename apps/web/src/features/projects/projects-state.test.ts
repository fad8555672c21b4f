import { describe, expect, it } from 'vitest';
import { categories, type Category, type CategoryId, type Project } from '@verdalia/shared';
import { ALL, categoryFilters, filterPath, visibleProjects } from './projects-state';
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
const project = (id: number, names: Category['id'][]): Project => ({
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
// The names are texts (content/pages/<lng>/common.json): the filters take them as given.
const nameIn = (language: 'es' | 'pt' | 'en') => (id: CategoryId) => `${id} in ${language}`;
const projects = [
  project(1, [energy.id, green.id]),
  project(2, [social.id]),
  project(3, [green.id]),
];

describe('categoryFilters', () => {
  it('lists each distinct category of the taxonomy once, in its order, each with its page', () => {
    const filters = categoryFilters(projects, 'es', nameIn('es'));
    expect(filters.map((filter) => filter.key)).toEqual([green.id, social.id, energy.id]);
    expect(filters.map((filter) => filter.name)).toEqual([
      nameIn('es')(green.id),
      nameIn('es')(social.id),
      nameIn('es')(energy.id),
    ]);
    expect(categoryFilters(projects, 'en', nameIn('en')).map((filter) => filter.path)).toEqual([
      '/en/projects/category/green-and-climate-finance',
      '/en/projects/category/social-finance',
      '/en/projects/category/clean-energy-and-sustainable-mobility',
    ]);
  });

  it('colours each filter from the taxonomy', () => {
    const colours = Object.fromEntries(
      categoryFilters(projects, 'es', nameIn('es')).map((f) => [f.key, f.color]),
    );
    expect(colours).toEqual({ [green.id]: 'green', [social.id]: 'blue', [energy.id]: 'green' });
  });

  it('names a category given by its id (as the content holds it) in the page’s language', () => {
    const byId = [project(1, [social.id])];
    expect(categoryFilters(byId, 'pt', nameIn('pt')).map((filter) => filter.name)).toEqual([
      nameIn('pt')(social.id),
    ]);
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

describe('filterPath', () => {
  it('is the projects page for ALL and the category’s page for a category, in the language', () => {
    expect(filterPath(undefined, 'pt')).toBe('/pt/projetos');
    expect(filterPath(social, 'es')).toBe('/proyectos/categoria/finanzas-sociales');
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

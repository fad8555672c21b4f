import { describe, expect, it } from 'vitest';
import { hasSample } from './content-fields.js';
import { projectListSchema, projectSchema } from './projects.js';

const project = {
  id: 1,
  slug: 'linea-de-credito-verde',
  title: 'Línea de crédito verde',
  description: 'Diseñamos la línea.',
  categories: ['finanzas_verdes_y_climaticas'],
  client: 'Banco regional de desarrollo',
  countries: ['CR', 'GT'],
  years: { start: 2019, end: 2021 },
  role: 'Diseño y estructuración',
  results: [{ figure: 'USD 120 millones', label: 'colocados en pymes' }],
};

const issues = (input: unknown) =>
  projectSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('projectSchema', () => {
  it('accepts a project with its facts, with or without a funder and an end year', () => {
    expect(projectSchema.safeParse(project).success).toBe(true);
    expect(
      projectSchema.safeParse({ ...project, funder: 'Un fondo climático multilateral' }).success,
    ).toBe(true);
    expect(projectSchema.safeParse({ ...project, years: { start: 2024 } }).success).toBe(true);
  });

  it('requires every fact a reader looks for', () => {
    for (const key of ['client', 'countries', 'years', 'role', 'results'] as const) {
      const rest = Object.fromEntries(Object.entries(project).filter(([name]) => name !== key));
      expect(issues(rest), key).toEqual([key]);
    }
  });

  it('takes countries as distinct ISO codes, at least one', () => {
    expect(issues({ ...project, countries: [] })).toEqual(['countries']);
    expect(issues({ ...project, countries: ['Costa Rica'] })).toEqual(['countries.0']);
    expect(issues({ ...project, countries: ['CR', 'CR'] })).toEqual(['countries']);
  });

  it('takes years from the founding on, ending no earlier than they start', () => {
    expect(issues({ ...project, years: { start: 2021, end: 2019 } })).toEqual(['years']);
    expect(issues({ ...project, years: { start: 1995, end: 1997 } })).toEqual([
      'years.start',
      'years.end',
    ]);
    expect(issues({ ...project, years: { start: 2019.5 } })).toEqual(['years.start']);
  });

  it('takes one or two results, each with a figure and what it counts', () => {
    expect(issues({ ...project, results: [] })).toEqual(['results']);
    const result = { figure: '240', label: 'profesionales formados' };
    expect(issues({ ...project, results: [result, result, result] })).toEqual(['results']);
    expect(issues({ ...project, results: [{ figure: ' ', label: 'x' }] })).toEqual([
      'results.0.figure',
    ]);
  });

  it('refuses empty texts and a project without categories', () => {
    expect(issues({ ...project, title: '' })).toEqual(['title']);
    expect(issues({ ...project, categories: [] })).toEqual(['categories']);
    // A category is its taxonomy id (categories.ts), never a name in one language.
    expect(issues({ ...project, categories: ['Finanzas sociales'] })).toEqual(['categories.0']);
    expect(issues({ ...project, role: '   ' })).toEqual(['role']);
  });

  it('takes a slug of lowercase words joined by hyphens, and an optional uploaded image', () => {
    expect(issues({ ...project, slug: 'Línea verde' })).toEqual(['slug']);
    expect(issues({ ...project, image: '/content/images/projects/linea.jpg' })).toEqual([]);
    expect(issues({ ...project, image: 'https://cdn.example/linea.jpg' })).toEqual(['image']);
  });
});

describe('hasSample', () => {
  it('is true while one entry shown is marked as sample, false once none is', () => {
    expect(hasSample([{ sample: true }, {}])).toBe(true);
    expect(hasSample([{ sample: false }, {}])).toBe(false);
    expect(hasSample([])).toBe(false);
  });
});

describe('projectListSchema', () => {
  it('refuses two projects with one id', () => {
    expect(projectListSchema.safeParse([project, { ...project, id: 2 }]).success).toBe(true);
    expect(projectListSchema.safeParse([project, project]).success).toBe(false);
  });
});

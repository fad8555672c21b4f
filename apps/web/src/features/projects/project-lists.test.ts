import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  categories,
  categoryByName,
  languages,
  languageLists,
  projectListSchema,
  siteConfig,
  type Project,
} from '@verdalia/shared';
import { contentFolderAt } from '@verdalia/shared/content-folder';
import { projectArt } from './project-art';

const publicDir = path.resolve(import.meta.dirname, '../../../public');
const contentDir = path.resolve(import.meta.dirname, '../../../../../content');
const localesDir = path.join(contentDir, 'pages');
const projects = languageLists(contentFolderAt(path.dirname(contentDir)), 'projects');
const read = (language: (typeof languages)[number]): unknown => projects[language];
const countryNames = (language: string) =>
  (
    JSON.parse(readFileSync(path.join(localesDir, language, 'projects.json'), 'utf8')) as {
      countries: Record<string, string>;
    }
  ).countries;
/** The digits of a figure, whatever separators the language writes: "1.800 ha" and "1,800 ha". */
const digits = (text: string) => text.replace(/\D/g, '');

describe.each(languages)('content/projects in %s', (language) => {
  const result = projectListSchema.safeParse(read(language));

  it('matches the shared project list schema', () => {
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });

  const list = result.success ? result.data : [];

  it('has at least 24 projects with unique ids', () => {
    expect(list.length).toBeGreaterThanOrEqual(24);
    expect(new Set(list.map((project) => project.id)).size).toBe(list.length);
  });

  it('names every category by its taxonomy id', () => {
    for (const project of list) {
      for (const id of project.categories) {
        expect(categoryByName(id)?.id, `${project.id}: ${id}`).toBe(id);
      }
    }
  });

  it('uses every category, and several projects have two or more', () => {
    const used = new Set(list.flatMap((project) => project.categories.map(categoryByName)));
    expect([...used].map((category) => category?.id).sort()).toEqual(
      categories.map((category) => category.id).sort(),
    );
    expect(list.filter((project) => project.categories.length >= 2).length).toBeGreaterThanOrEqual(
      5,
    );
  });
});

describe('project lists across languages', () => {
  const lists = languages.map((language) => projectListSchema.parse(read(language)));

  it('state the same facts: countries, years, whether a funder is named, the same figures', () => {
    const facts = (list: Project[] = []) =>
      list.map((project) => ({
        id: project.id,
        countries: project.countries,
        years: project.years,
        funder: project.funder !== undefined,
        results: project.results.map((result) => ({
          figure: digits(result.figure),
          label: digits(result.label),
        })),
      }));
    const [es, ...others] = lists;
    for (const list of others) expect(facts(list)).toEqual(facts(es));
  });

  it('write each figure as its language writes numbers', () => {
    const [es, en, pt] = lists;
    const figures = (list: Project[] = []) =>
      list.flatMap((project) => project.results.map((result) => result.figure));
    // Thousands: 1.800 in Spanish and Portuguese, 1,800 in English; decimals the other way.
    for (const figure of [...figures(es), ...figures(pt)]) expect(figure).not.toMatch(/\d,\d{3}\b/);
    for (const figure of figures(en)) expect(figure).not.toMatch(/\d\.\d{3}\b|\d,\d{1,2}\b/);
    // English writes no plus before a figure (docs/architecture.md, copy conventions).
    for (const figure of figures(en)) expect(figure).not.toMatch(/\+\s?\d/);
  });

  it('name every country of every project in every language', () => {
    const used = new Set(lists.flatMap((list) => list.flatMap((project) => project.countries)));
    for (const language of languages) {
      const names = countryNames(language);
      for (const code of used) expect(names[code], `${language} ${code}`).toMatch(/\S/);
    }
  });

  it('have years within the firm’s history', () => {
    const now = new Date().getFullYear();
    for (const project of lists[0] ?? []) {
      expect(project.years.start, String(project.id)).toBeGreaterThanOrEqual(
        siteConfig.foundedYear,
      );
      expect(project.years.end ?? project.years.start, String(project.id)).toBeLessThanOrEqual(now);
    }
  });

  it('have each project’s own generated picture, small enough for a card', () => {
    const ids = (lists[0] ?? []).map((project) => project.id);
    const files = ids.map((id) => path.join(publicDir, projectArt(id)));
    for (const file of files) {
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size, file).toBeLessThan(12 * 1024);
    }
    // Each picture its own: no two files alike.
    const bodies = new Set(files.map((file) => readFileSync(file, 'utf8')));
    expect(bodies.size).toBe(ids.length);
  });

  it('have the same ids, in the same order, with the same categories', () => {
    const [es, ...others] = languages.map((language) => projectListSchema.parse(read(language)));
    const shape = (list: Project[] = []) =>
      list.map((project) => ({
        id: project.id,
        categories: project.categories.map((name) => categoryByName(name)?.id),
      }));
    for (const list of others) expect(shape(list)).toEqual(shape(es));
  });
});

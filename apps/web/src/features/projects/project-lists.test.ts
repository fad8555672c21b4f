import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  categories,
  categoryByName,
  languages,
  projectListSchema,
  type Project,
} from '@verdalia/shared';

const publicDir = path.resolve(import.meta.dirname, '../../../public');
const read = (language: string): unknown =>
  JSON.parse(readFileSync(path.join(publicDir, `list-${language}.json`), 'utf8'));

describe.each(languages)('public/list-%s.json', (language) => {
  const result = projectListSchema.safeParse(read(language));

  it('matches the shared project list schema', () => {
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });

  const list = result.success ? result.data : [];

  it('has at least 24 projects with unique ids', () => {
    expect(list.length).toBeGreaterThanOrEqual(24);
    expect(new Set(list.map((project) => project.id)).size).toBe(list.length);
  });

  it('names every category exactly as the taxonomy does in this language', () => {
    for (const project of list) {
      for (const name of project.categories) {
        const category = categoryByName(name);
        expect(category, `${project.id}: ${name}`).toBeDefined();
        expect(name).toBe(category?.names[language]);
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

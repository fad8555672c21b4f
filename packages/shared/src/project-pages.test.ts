import { describe, expect, it } from 'vitest';
import {
  projectAtSlug,
  projectPageAddresses,
  projectPageFile,
  projectPageIndex,
  projectPagePath,
  projectSlug,
  withPageSlugs,
} from './project-pages.js';
import { projectPageAddressListSchema } from './project-page-list.js';

const greenLine = { id: 1, title: 'Línea de crédito verde para pymes' };
const solar = { id: 2, title: 'Solar: 12 MW, ¿y después?' };

describe('projectSlug', () => {
  it('hyphenates the title without accents or punctuation, unless the content names a slug', () => {
    expect(projectSlug(greenLine)).toBe('linea-de-credito-verde-para-pymes');
    expect(projectSlug(solar)).toBe('solar-12-mw-y-despues');
    expect(projectSlug({ ...solar, slug: 'parque-solar' })).toBe('parque-solar');
  });
});

describe('a project page’s address and file', () => {
  it('lives under the projects page of its language', () => {
    expect(projectPagePath('x-1', 'es')).toBe('/proyectos/x-1');
    expect(projectPagePath('x-1', 'en')).toBe('/en/projects/x-1');
    expect(projectPagePath('x-1', 'pt')).toBe('/pt/projetos/x-1');
    expect(projectPageFile('x-1', 'es')).toBe('proyectos/x-1.html');
    expect(projectPageFile('x-1', 'en')).toBe('en/projects/x-1.html');
    expect(projectPageFile('x-1', 'pt')).toBe('pt/projetos/x-1.html');
  });
});

describe('projectPageAddresses', () => {
  const lists = {
    es: [greenLine, solar],
    en: [
      { id: 1, title: 'Green credit line for SMEs' },
      { id: 2, title: 'Solar park', slug: 'solar' },
    ],
    pt: [{ id: 2, title: 'Parque solar' }],
  };

  it('gives every project of every language its address, and a list the build can read back', () => {
    const addresses = projectPageAddresses(lists);
    expect(addresses.map((address) => address.path)).toEqual([
      '/proyectos/linea-de-credito-verde-para-pymes',
      '/proyectos/solar-12-mw-y-despues',
      '/en/projects/green-credit-line-for-smes',
      '/en/projects/solar',
      '/pt/projetos/parque-solar',
    ]);
    expect(addresses[3]).toEqual({
      project: 2,
      language: 'en',
      slug: 'solar',
      path: '/en/projects/solar',
      file: 'en/projects/solar.html',
    });
    expect(projectPageAddressListSchema.parse(JSON.parse(JSON.stringify(addresses)))).toEqual(
      addresses,
    );
  });

  it('refuses two projects at one address of a language, naming both and what to change', () => {
    const clash = { ...lists, en: [...lists.en, { id: 3, title: 'Solar!', slug: undefined }] };
    expect(() =>
      projectPageAddresses({ ...clash, en: [...clash.en, { id: 4, title: 'solar' }] }),
    ).toThrow(
      'en: project 2 ("Solar park") and project 4 ("solar") would both be at /en/projects/solar; give one of them another slug',
    );
    expect(() =>
      projectPageAddresses({
        es: [greenLine, { id: 9, title: 'Línea de crédito verde, para PYMES' }],
      }),
    ).toThrow(/es: project 1 .* and project 9 .* \/proyectos\/linea-de-credito-verde-para-pymes/);
  });

  it('allows one slug in two languages: each language has its own addresses', () => {
    const same = { id: 5, title: 'Ecuador 2030' };
    expect(projectPageAddresses({ es: [same], pt: [same] }).map((a) => a.path)).toEqual([
      '/proyectos/ecuador-2030',
      '/pt/projetos/ecuador-2030',
    ]);
  });

  it.each([
    ['Ñ', '¿?'],
    ['Upper', 'Solar-Park'],
    ['index', 'index'],
    ['spaces', 'a b'],
  ])('refuses a slug that is no slug (%s)', (_case, slug) => {
    expect(() => projectPageAddresses({ pt: [{ id: 7, title: 'T', slug }] })).toThrow(
      /pt: project 7 \("T"\) has the slug/,
    );
  });
});

describe('projectPageIndex', () => {
  const index = projectPageIndex(
    projectPageAddresses({ es: [greenLine], en: [{ id: 1, title: 'Green line' }] }),
  );

  it('finds a page by language and slug, and a project’s pages in every language', () => {
    expect(index.atSlug('en', 'green-line')?.file).toBe('en/projects/green-line.html');
    expect(index.atSlug('es', 'green-line')).toBeUndefined();
    expect(index.ofProject(1).map((address) => address.language)).toEqual(['es', 'en']);
    expect(index.ofProject(2)).toEqual([]);
  });
});

describe('projectAtSlug', () => {
  it('finds the project of a list at its slug', () => {
    expect(projectAtSlug([greenLine, solar], 'solar-12-mw-y-despues')).toBe(solar);
    expect(projectAtSlug([greenLine, solar], 'solar')).toBeUndefined();
  });
});

describe('withPageSlugs', () => {
  it('gives each project of each list its slug in every language it has a page in', () => {
    const lists = { es: [greenLine, solar], en: [{ id: 2, title: 'Solar park' }] };
    const listed = withPageSlugs(lists, projectPageAddresses(lists));
    expect(listed.es?.map((project) => project.slugs)).toEqual([
      { es: 'linea-de-credito-verde-para-pymes' },
      { es: 'solar-12-mw-y-despues', en: 'solar-park' },
    ]);
    expect(listed.en?.[0]).toEqual({
      id: 2,
      title: 'Solar park',
      slugs: { es: 'solar-12-mw-y-despues', en: 'solar-park' },
    });
    expect(listed.pt).toEqual([]);
  });
});

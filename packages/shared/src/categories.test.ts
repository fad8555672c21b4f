import { describe, expect, it } from 'vitest';
import {
  categories,
  categoryById,
  categoryByName,
  categoryIds,
  categorySpellings,
} from './categories.js';
import {
  categoryPageAddresses,
  categoryPageFile,
  categoryPagePath,
  categorySegments,
} from './category-pages.js';
import { languages } from './languages.js';
import { projectSlugPattern } from './project-pages.js';

describe('category taxonomy', () => {
  it('gives each category an id, an image and, in each language, a name and a slug of its own', () => {
    expect(categories.map((c) => c.id)).toEqual([...categoryIds]);
    expect(new Set(categories.map((c) => c.image)).size).toBe(categories.length);
    for (const language of languages) {
      expect(new Set(categories.map((c) => c.slugs[language])).size).toBe(categories.length);
    }
  });

  it('colours social finance, conservation and knowledge blue and the others green (the spec’s rule)', () => {
    for (const category of categories) {
      const blue = /social-finance|conservation|knowledge/.test(category.slugs.en);
      expect(category.color, category.id).toBe(blue ? 'blue' : 'green');
    }
  });

  it('slugs each address as lowercase words joined by hyphens', () => {
    // Written in categories.ts, not derived from the names staff edit: an address stays.
    for (const category of categories) {
      for (const language of languages)
        expect(category.slugs[language]).toMatch(projectSlugPattern);
    }
  });

  it('finds every category from its id and its slug in every language', () => {
    for (const category of categories) {
      expect(categoryById(category.id)).toBe(category);
      for (const language of languages) {
        expect(categoryByName(category.slugs[language])).toBe(category);
      }
    }
  });

  it('finds a category regardless of case and separators, and nothing for unknown names', () => {
    expect(categoryByName('FINANZAS_VERDES_Y_CLIMATICAS')?.image).toBe('green-finance');
    expect(categoryByName('finanzas_sociales')?.image).toBe('social-finance');
    expect(categoryByName('Social-Finance')?.image).toBe('social-finance');
    expect(categoryByName('Astrología')).toBeUndefined();
    expect(categoryById('finanzas-sociales')).toBeUndefined();
  });

  it('still knows the long names the list’s old links carried, in every language', () => {
    // The old addresses' values: the slugs of the taxonomy's first names (the spec's list).
    expect(categoryByName('medicion_monitoreo_y_reporte_de_impactos_y_de_riesgos_a_s')?.id).toBe(
      'medicion_monitoreo_y_reporte_de_impactos_y_de_riesgos_a_s',
    );
    expect(categoryByName('market_and_technical_economic_feasibility_studies')?.image).toBe(
      'feasibility',
    );
    expect(
      categoryByName('conservacao_de_recursos_uso_sustentavel_e_mudanca_do_clima')?.image,
    ).toBe('conservation');
  });

  it('lists the spellings of each category once, none shared with another category', () => {
    const owner = new Map<string, string>();
    for (const category of categories) {
      for (const spelling of categorySpellings(category)) {
        expect(spelling).toMatch(projectSlugPattern);
        expect(owner.get(spelling) ?? category.id, spelling).toBe(category.id);
        owner.set(spelling, category.id);
      }
    }
  });
});

describe('a category’s page', () => {
  const social = categoryById('finanzas_sociales');
  if (!social) throw new Error('no social finance');

  it('lives under the projects page, behind a word of its language', () => {
    expect(categorySegments).toEqual({ es: 'categoria', en: 'category', pt: 'categoria' });
    expect(categoryPagePath(social, 'es')).toBe('/proyectos/categoria/finanzas-sociales');
    expect(categoryPagePath(social, 'en')).toBe('/en/projects/category/social-finance');
    expect(categoryPagePath(social, 'pt')).toBe('/pt/projetos/categoria/financas-sociais');
    expect(categoryPageFile(social, 'es')).toBe('proyectos/categoria/finanzas-sociales.html');
    expect(categoryPageFile(social, 'en')).toBe('en/projects/category/social-finance.html');
  });

  it('exists for every category in every language, each at an address and a file of its own', () => {
    expect(categoryPageAddresses).toHaveLength(categories.length * languages.length);
    expect(new Set(categoryPageAddresses.map((address) => address.path)).size).toBe(
      categoryPageAddresses.length,
    );
    expect(new Set(categoryPageAddresses.map((address) => address.file)).size).toBe(
      categoryPageAddresses.length,
    );
  });
});

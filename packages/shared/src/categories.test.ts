import { describe, expect, it } from 'vitest';
import {
  categories,
  categoryByName,
  categoryOfQuery,
  categoryParams,
  categorySlug,
} from './categories.js';
import { languages } from './languages.js';

describe('category taxonomy', () => {
  it('has the seven categories with unique ids and images', () => {
    expect(categories).toHaveLength(7);
    expect(new Set(categories.map((c) => c.id)).size).toBe(7);
    expect(new Set(categories.map((c) => c.image)).size).toBe(7);
  });

  it('colours social finance, conservation and knowledge blue and the others green', () => {
    const blue = categories.filter((c) => c.color === 'blue').map((c) => c.id);
    expect(blue).toEqual([
      'finanzas_sociales',
      'conservacion_de_recursos_uso_sostenible_y_cambio_climatico',
      'desarrollo_de_conocimientos_herramientas_y_capacidades',
    ]);
    expect(categories.filter((c) => c.color === 'green')).toHaveLength(4);
  });

  it('finds every category from its name in every language', () => {
    for (const category of categories) {
      for (const language of languages) {
        expect(categoryByName(category.names[language])).toBe(category);
      }
    }
  });

  it('finds a category regardless of case and accents, and nothing for unknown names', () => {
    expect(categoryByName('FINANZAS VERDES Y CLIMATICAS')?.image).toBe('green-finance');
    expect(categoryByName('finanzas_sociales')?.image).toBe('social-finance');
    expect(categoryByName('Astrología')).toBeUndefined();
  });
});

describe('a chosen category in the projects address', () => {
  const query = (text: string) => new URLSearchParams(text);
  const social = categoryByName('Finanzas sociales');

  it('is the slug of the name in the page language, under that language’s parameter', () => {
    if (!social) throw new Error('no social finance');
    expect(categoryParams).toEqual({ es: 'categoria', en: 'category', pt: 'categoria' });
    expect(categorySlug(social, 'es')).toBe('finanzas_sociales');
    expect(categorySlug(social, 'en')).toBe('social_finance');
    expect(categorySlug(social, 'pt')).toBe('financas_sociais');
  });

  it('reads back every category from its slug in every language, under every parameter', () => {
    for (const category of categories) {
      for (const language of languages) {
        for (const param of Object.values(categoryParams)) {
          expect(categoryOfQuery(query(`${param}=${categorySlug(category, language)}`))).toBe(
            category,
          );
        }
      }
    }
  });

  it('chooses nothing for a missing, empty or unknown value', () => {
    expect(categoryOfQuery(query(''))).toBeUndefined();
    expect(categoryOfQuery(query('categoria='))).toBeUndefined();
    expect(categoryOfQuery(query('categoria=astrologia'))).toBeUndefined();
    expect(categoryOfQuery(new URLSearchParams({ c: 'finanzas_sociales' }))).toBeUndefined();
  });
});

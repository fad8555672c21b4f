import { describe, expect, it } from 'vitest';
import {
  categories,
  categoryByName,
  categoryOfQuery,
  categoryQueryIn,
  categoryParams,
  categorySlug,
} from './categories.js';
import { languages } from './languages.js';

describe('category taxonomy', () => {
  it('gives each category an id and an image of its own', () => {
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
    expect(new Set(categories.map((c) => c.image)).size).toBe(categories.length);
  });

  it('colours social finance, conservation and knowledge blue and the others green (the spec’s rule)', () => {
    for (const category of categories) {
      const blue = /social finance|conservation|knowledge/i.test(category.names.en);
      expect(category.color, category.names.en).toBe(blue ? 'blue' : 'green');
    }
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

  it('keeps the chosen category in another language’s words, under its parameter', () => {
    expect(categoryQueryIn(query('categoria=finanzas_sociales'), 'en')).toBe(
      '?category=social_finance',
    );
    expect(categoryQueryIn(query('category=social_finance&x=1'), 'pt')).toBe(
      '?categoria=financas_sociais',
    );
    expect(categoryQueryIn(query('categoria=astrologia'), 'en')).toBe('');
    expect(categoryQueryIn(query(''), 'es')).toBe('');
  });
});

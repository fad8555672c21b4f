import { describe, expect, it } from 'vitest';
import { categories, categoryByName } from './categories.js';
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

import { describe, expect, it } from 'vitest';
import { fallbackLanguage, isLanguage, languageNames, languages, toLanguage } from './languages.js';

describe('languages', () => {
  it('supports es, en and pt with Spanish as fallback', () => {
    expect(languages).toEqual(['es', 'en', 'pt']);
    expect(fallbackLanguage).toBe('es');
    expect(languageNames).toEqual({ es: 'Español', en: 'English', pt: 'Português' });
  });

  it('guards values', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('EN')).toBe(false);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it.each([
    ['en-GB', 'en'],
    ['PT', 'pt'],
    ['pt_BR', 'pt'],
    ['fr', 'es'],
    ['', 'es'],
    [undefined, 'es'],
    [42, 'es'],
  ])('maps %j to %s', (input, expected) => {
    expect(toLanguage(input)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  browserLanguageRanges,
  fallbackLanguage,
  isLanguage,
  languageNames,
  languages,
  parseAcceptLanguage,
  preferredLanguage,
  toLanguage,
} from './languages.js';

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

describe('the language a visitor prefers', () => {
  it.each([
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt'],
    ['en-GB', 'en'],
    ['EN-gb', 'en'],
    ['fr-FR, en;q=0.5, es;q=0.7', 'es'],
    ['pt;q=0.1, en;q=0.9', 'en'],
    ['en;q=0, pt;q=0.2', 'pt'],
    ['en;q=0.5, pt;q=0.5', 'en'],
    ['en-US;q=0.2, en;q=0.9, pt;q=0.5', 'en'],
    ['*', 'es'],
    ['de, *;q=0.1', 'es'],
    // Not a language tag: no guess from its first letters.
    ['english', undefined],
    ['pt;q=0, de', undefined],
    ['de-DE, fr;q=0.8', undefined],
    ['en;q=2', undefined],
    ['en;q=abc, pt', 'pt'],
    ['', undefined],
    [undefined, undefined],
  ])('Accept-Language %j → %s', (header, language) => {
    expect(preferredLanguage(parseAcceptLanguage(header))).toBe(language);
  });

  it('reads a browser’s list by its order', () => {
    expect(preferredLanguage(browserLanguageRanges(['de-DE', 'pt-BR', 'en']))).toBe('pt');
    expect(preferredLanguage(browserLanguageRanges(['en-US', 'es']))).toBe('en');
    expect(preferredLanguage(browserLanguageRanges(['fr']))).toBeUndefined();
    expect(preferredLanguage(browserLanguageRanges([]))).toBeUndefined();
  });
});

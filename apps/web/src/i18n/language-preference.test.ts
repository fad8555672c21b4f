// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  documentLanguage,
  languageHref,
  languageInQuery,
  saveLanguage,
  withLanguageQuery,
} from './language-preference';

describe('language preference', () => {
  it('reads the language the server rendered', () => {
    document.documentElement.lang = 'pt';
    expect(documentLanguage()).toBe('pt');
    document.documentElement.lang = 'xx';
    expect(documentLanguage()).toBe('es');
  });

  it('saves the choice in the cookie and nowhere else', () => {
    saveLanguage('en');
    expect(document.cookie).toContain('lng=en');
    expect(localStorage.length).toBe(0);
  });

  it('sets only the lng query parameter, and reads back a supported language only', () => {
    expect(withLanguageQuery('', 'en')).toBe('?lng=en');
    expect(withLanguageQuery('?a=1&lng=en&b=2', 'pt')).toBe('?a=1&lng=pt&b=2');
    expect(languageInQuery('?a=1&lng=pt')).toBe('pt');
    expect(languageInQuery('?lng=fr')).toBeUndefined();
    expect(languageInQuery('')).toBeUndefined();
  });

  it('links to the same page and query in another language', () => {
    expect(languageHref('/nosotros', '', 'en')).toBe('/nosotros?lng=en');
    expect(languageHref('/', '?a=1&lng=pt', 'es')).toBe('/?a=1&lng=es');
  });
});

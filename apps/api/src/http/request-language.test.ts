import { describe, expect, it } from 'vitest';
import { languageChoice, requestLanguage } from './request-language.js';

describe('the language of a request', () => {
  it.each([
    [{ lng: 'pt' }, { cookie: 'lng=en', 'accept-language': 'en' }, 'pt'],
    [{ lng: 'fr' }, { cookie: 'lng=en' }, 'en'],
    [{}, { cookie: 'x=1', 'accept-language': 'fr-FR, pt-BR;q=0.9, en;q=0.8' }, 'pt'],
    [{}, { 'accept-language': 'en;q=0.2, pt;q=0.7' }, 'pt'],
    [{}, { 'accept-language': 'pt;q=0, de' }, 'es'],
    [{}, { 'accept-language': 'EN-gb' }, 'en'],
    // Not a language tag: no guess from its first letters.
    [{}, { 'accept-language': 'english' }, 'es'],
    [{}, { 'accept-language': 'en;q=0.5, pt;q=0.5' }, 'en'],
    [{}, {}, 'es'],
  ])('%j %j → %s', (query, headers, language) => {
    expect(requestLanguage({ query, headers })).toBe(language);
  });

  it('calls only ?lng= a choice (to remember); the cookie and the browser are not', () => {
    expect(languageChoice({ query: { lng: 'en' }, headers: {} })).toEqual({
      language: 'en',
      chosen: 'en',
    });
    expect(languageChoice({ query: {}, headers: { cookie: 'lng=pt' } })).toEqual({
      language: 'pt',
    });
    expect(languageChoice({ query: undefined, headers: { 'accept-language': 'pt' } })).toEqual({
      language: 'pt',
    });
  });
});

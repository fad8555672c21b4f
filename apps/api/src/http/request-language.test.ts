import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language.js';

describe('the language of a request', () => {
  it.each([
    [{ 'accept-language': 'fr-FR, pt-BR;q=0.9, en;q=0.8' }, 'pt'],
    [{ 'accept-language': 'en;q=0.2, pt;q=0.7' }, 'pt'],
    [{ 'accept-language': 'pt;q=0, de' }, 'es'],
    [{ 'accept-language': 'EN-gb' }, 'en'],
    // Not a language tag: no guess from its first letters.
    [{ 'accept-language': 'english' }, 'es'],
    [{ 'accept-language': 'en;q=0.5, pt;q=0.5' }, 'en'],
    // A cookie named lng means nothing any more.
    [{ cookie: 'lng=pt' }, 'es'],
    [{}, 'es'],
  ])('%j → %s', (headers, language) => {
    expect(requestLanguage({ headers })).toBe(language);
  });
});

import { describe, expect, it } from 'vitest';
import { languageFromCookieHeader } from './language-cookie.js';

describe('languageFromCookieHeader', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['lng=en', 'en'],
    ['a=1; lng=pt; b=2', 'pt'],
    ['xlng=en', undefined],
    ['lng=fr', undefined],
    ['lng=en-GB', undefined],
    ['a=b=c; lng = es', 'es'],
    ['flag; lng=en', 'en'],
  ])('%j → %j', (header, language) => {
    expect(languageFromCookieHeader(header)).toBe(language);
  });
});

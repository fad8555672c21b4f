import { describe, expect, it } from 'vitest';
import { languageOffer } from './language-offer';

describe('languageOffer', () => {
  it.each([
    ['es', ['en-US', 'en'], false, 'en'],
    ['es', ['pt-BR'], false, 'pt'],
    ['en', ['es-CR', 'en'], false, 'es'],
    ['es', ['es-419', 'en'], false, undefined],
    ['pt', ['pt-PT'], false, undefined],
    ['es', ['fr-FR', 'de'], false, undefined],
    ['es', ['fr-FR', 'pt'], false, 'pt'],
    ['es', [], false, undefined],
    ['es', ['en-US'], true, undefined],
  ] as const)(
    'on a %s page, a browser preferring %j (answered: %s) is offered %s',
    (page, browser, answered, offered) => {
      expect(languageOffer({ pageLanguage: page, browserLanguages: browser, answered })).toBe(
        offered,
      );
    },
  );
});

import { describe, expect, it } from 'vitest';
import { errorKeys } from './error-keys.js';
import { formMessage, formMessages } from './form-messages.js';
import { keyPaths } from './key-paths.js';
import { languages } from './languages.js';

describe('form messages', () => {
  it('has exactly the same keys in es, en and pt', () => {
    const spanish = keyPaths(formMessages.es).sort();
    for (const language of languages)
      expect(keyPaths(formMessages[language]).sort()).toEqual(spanish);
  });

  it('has a non-empty text for every error key in every language', () => {
    for (const language of languages) {
      for (const key of Object.values(errorKeys)) {
        expect(
          formMessage(key, language, 'info@example.org').length,
          `${language} ${key}`,
        ).toBeGreaterThan(3);
      }
    }
  });

  it('has the agreed Spanish texts and fills the e-mail placeholder', () => {
    const email = 'contacto@example.org';
    expect(formMessage(errorKeys.captcha, 'es', email)).toBe('Debe completar el CAPTCHA.');
    expect(formMessage(errorKeys.fileSize, 'es', email)).toBe('El archivo supera los 20 MB.');
    expect(formMessage(errorKeys.unavailable, 'en', email)).toContain(email);
    expect(formMessage(errorKeys.unavailable, 'en', email)).not.toContain('{{');
  });
});

import type { Language } from './languages.js';
import { fallbackLanguage } from './languages.js';
import type { ErrorKey } from './error-keys.js';
import es from './messages/es.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import pt from './messages/pt.json' with { type: 'json' };

export type FormMessages = typeof es;

/** The form's error and status texts per language; the web app loads them as its `form` namespace. */
export const formMessages: Record<Language, FormMessages> = { es, en, pt };

/**
 * Resolves an error key to its text in a language, with the same interpolation the UI uses:
 * `email` is the address a visitor is told to write to (the company's, which each caller knows:
 * the site from its content, the API from its configuration).
 */
export function formMessage(
  key: ErrorKey,
  language: Language = fallbackLanguage,
  email: string,
): string {
  const name = key.slice('form.errors.'.length) as keyof FormMessages['form']['errors'];
  const text = formMessages[language].form.errors[name];
  return text.replaceAll('{{email}}', email);
}

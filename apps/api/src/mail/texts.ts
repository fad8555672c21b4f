import type { Language } from '@verdalia/shared';
import es from '../locales/es.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import pt from '../locales/pt.json' with { type: 'json' };

export type MailTexts = typeof es;

/**
 * The mails' texts: the staff mail in the company's language (MAIL_LANGUAGE), the
 * acknowledgement in the visitor's. The same keys in every language (texts.test.ts).
 */
export const mailTexts: Record<Language, MailTexts> = { es, en, pt };

/** A text with its {{placeholders}} filled in; a function, so `$&` in a value stays literal. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

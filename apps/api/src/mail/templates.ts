import type { Language } from '@verdalia/shared';
import es from '../locales/es.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import pt from '../locales/pt.json' with { type: 'json' };

export type MailTexts = typeof es;

/** The inquiry mail's texts, in the company's language (MAIL_LANGUAGE). */
export const mailTexts: Record<Language, MailTexts> = { es, en, pt };

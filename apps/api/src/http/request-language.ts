import Negotiator from 'negotiator';
import {
  fallbackLanguage,
  isLanguage,
  languageFromCookieHeader,
  languageQueryParam,
  languages,
  type Language,
} from '@verdalia/shared';
import type { FastifyRequest } from 'fastify';

/** What an answer's language depends on besides ?lng=: caches must key on these headers. */
export const languageVary = 'Accept-Language, Cookie';

/** The language of a request, and whether the request chose it (a link's ?lng=). */
export interface LanguageChoice {
  language: Language;
  /** Set when ?lng= picked the language: a choice to remember in the cookie. */
  chosen?: Language;
}

type LanguageSources = Pick<FastifyRequest, 'query' | 'headers'>;

function queryValue(query: unknown, name: string): unknown {
  if (typeof query !== 'object' || query === null) return undefined;
  return Object.getOwnPropertyDescriptor(query, name)?.value;
}

/** The browser's preferred language among ours (q-values honoured), if it names one. */
function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages([
    ...languages,
  ]);
  return isLanguage(best) ? best : undefined;
}

/**
 * The one rule for the language of everything the server answers (pages, the 404, the form's
 * JSON before its `lang` field is read): a link's ?lng= wins and is a choice, then the saved
 * `lng` cookie, then the browser's Accept-Language (a guess, never saved), then Spanish.
 */
export function languageChoice(request: LanguageSources): LanguageChoice {
  const fromQuery = queryValue(request.query, languageQueryParam);
  if (isLanguage(fromQuery)) return { language: fromQuery, chosen: fromQuery };
  const language =
    languageFromCookieHeader(request.headers.cookie) ??
    acceptedLanguage(request.headers['accept-language']) ??
    fallbackLanguage;
  return { language };
}

/** The request's language by that rule. */
export function requestLanguage(request: LanguageSources): Language {
  return languageChoice(request).language;
}

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

/** What a page answer's language depends on: caches must key on these headers. */
export const pageVary = 'Accept-Language, Cookie';

/** The browser's preferred language among ours (q-values honoured), if it names one. */
function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages([
    ...languages,
  ]);
  return isLanguage(best) ? best : undefined;
}

/**
 * The page's language: a link's ?lng= wins (and is a choice to remember), then the saved
 * cookie, then the browser's Accept-Language (a guess, never saved), then Spanish.
 */
export function pageLanguage(request: FastifyRequest): { language: Language; chosen?: Language } {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[languageQueryParam];
  if (isLanguage(fromQuery)) return { language: fromQuery, chosen: fromQuery };
  const language =
    languageFromCookieHeader(request.headers.cookie) ??
    acceptedLanguage(request.headers['accept-language']) ??
    fallbackLanguage;
  return { language };
}

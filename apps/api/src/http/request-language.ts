import type { FastifyRequest } from 'fastify';
import {
  fallbackLanguage,
  isLanguage,
  languageFromCookieHeader,
  type Language,
} from '@verdalia/shared';

/**
 * The visitor's language before (or without) the body: ?lang=, then the site's `lng`
 * cookie, then Accept-Language, then Spanish.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.lang;
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = languageFromCookieHeader(request.headers.cookie);
  if (fromCookie) return fromCookie;
  for (const entry of (request.headers['accept-language'] ?? '').split(',')) {
    const code = entry.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return fallbackLanguage;
}

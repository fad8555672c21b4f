import type { FastifyRequest } from 'fastify';
import { fallbackLanguage, isLanguage, type Language } from '@verdalia/shared';

/**
 * The visitor's language before the body is read (rate limit, malformed bodies): ?lang=,
 * then the site's `lng` cookie, then Accept-Language, then Spanish.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.lang;
  if (isLanguage(fromQuery)) return fromQuery;
  const cookie = /(?:^|;\s*)lng=([a-z]{2})/.exec(request.headers.cookie ?? '')?.[1];
  if (isLanguage(cookie)) return cookie;
  for (const entry of (request.headers['accept-language'] ?? '').split(',')) {
    const code = entry.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return fallbackLanguage;
}

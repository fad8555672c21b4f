import type { FastifyRequest } from 'fastify';
import {
  fallbackLanguage,
  isLanguage,
  languageFromCookieHeader,
  languageQueryParam,
  type Language,
} from '@verdalia/shared';

/** The supported language the Accept-Language header prefers most (by q-value), if any. */
function acceptedLanguage(header: string | undefined): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      return { code: tag.slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => isLanguage(entry.code) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.code as Language | undefined;
}

/**
 * The visitor's language before (or without) the form's `lang` field, as the site picks it:
 * ?lng=, then the saved `lng` cookie, then Accept-Language, then Spanish.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[languageQueryParam];
  if (isLanguage(fromQuery)) return fromQuery;
  return (
    languageFromCookieHeader(request.headers.cookie) ??
    acceptedLanguage(request.headers['accept-language']) ??
    fallbackLanguage
  );
}

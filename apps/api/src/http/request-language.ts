import {
  fallbackLanguage,
  parseAcceptLanguage,
  preferredLanguage,
  type Language,
} from '@verdalia/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The language of the API's answers when the request does not name one (the form's `lang`
 * field does): the browser's Accept-Language by the shared rule (q-values honoured; the one
 * the first-visit notice applies to navigator.languages), else Spanish. Pages are not chosen
 * this way: each language has its own addresses.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return (
    preferredLanguage(parseAcceptLanguage(request.headers['accept-language'])) ?? fallbackLanguage
  );
}

import {
  errorKeys,
  fallbackLanguage,
  languages,
  notFoundPattern,
  proxiedApiPaths,
  readMethods,
} from '@verdalia/shared';
import { answerBody } from '../http/answer.js';
import { escapeRegExp, map, quote } from './nginx-syntax.js';

/**
 * The shared allowedMethods as nginx maps: every address nginx answers itself is only read
 * (GET, HEAD); any other method gets 405, those methods in Allow and the documented JSON in the
 * address's language (its prefix's, as its 404 page). The API's paths pass to the API, which
 * answers a wrong method there by the same rule (proxiedApiPaths).
 */
export function methodMaps(): string[] {
  const allow = map('$request_method $uri', 'verdalia_allow', [
    [quote(`~^(?:${readMethods.join('|')}) `), '""'],
    ...proxiedApiPaths.map((path): [string, string] => [
      quote(`~^\\S+ ${escapeRegExp(path)}$`),
      '""',
    ]),
    ['default', quote(readMethods.join(', '))],
  ]);
  const body = (language: (typeof languages)[number]) =>
    quote(JSON.stringify(answerBody(errorKeys.invalidRequest, language)));
  const refusal = map('$uri', 'verdalia_method_refusal', [
    ...languages.flatMap((language): [string, string][] => {
      const pattern = notFoundPattern(language);
      return pattern ? [[quote(`~*${pattern}`), body(language)]] : [];
    }),
    ['default', body(fallbackLanguage)],
  ]);
  return [allow, refusal];
}

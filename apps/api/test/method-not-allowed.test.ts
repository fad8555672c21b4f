import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorKeys, type Language } from '@verdalia/shared';
import { answerMessage } from '../src/http/answer.js';
import { build } from './helper.js';

/**
 * A method an address does not take: 405, the methods it takes in Allow and the documented
 * JSON, in the address's language (its prefix's) or, at the form's endpoint, the visitor's.
 * The embedded server (SERVE_SITE=true) and a replica behind nginx (SERVE_SITE=false, which
 * nginx hands only the form's endpoint and /healthz) answer alike; e2e/tests/serving.spec.ts
 * asks nginx the same.
 */
const refused: [method: HTTPMethods, url: string, allow: string, language: Language][] = [
  ['POST', '/nosotros', 'GET, HEAD', 'es'],
  ['POST', '/en/about', 'GET, HEAD', 'en'],
  ['PUT', '/pt/sobre?x=1', 'GET, HEAD', 'pt'],
  ['DELETE', '/EN/no-such-page', 'GET, HEAD', 'en'],
  ['POST', '/healthz', 'GET, HEAD', 'es'],
  // The visitor asks in Portuguese (accept-language below): the endpoint has no language.
  ['GET', '/send-email.php', 'POST', 'pt'],
  ['HEAD', '/send-email.php', 'POST', 'pt'],
  ['OPTIONS', '/send-email.php?a=b', 'POST', 'pt'],
];

describe.each([
  ['the embedded server', 'true'],
  ['a replica without the site', 'false'],
])('%s', (_name, serveSite) => {
  it('answers a method an address does not take with 405, Allow and the documented JSON', async () => {
    const app = await build({ SERVE_SITE: serveSite });
    const apiPaths = new Set(['/send-email.php', '/healthz']);
    for (const [method, url, allow, language] of refused) {
      // Without the site the replica is asked only at the API's paths (nginx answers the rest).
      if (serveSite === 'false' && !apiPaths.has(url.split('?')[0] ?? '')) continue;
      const response = await app.inject({
        method,
        url,
        headers: { 'accept-language': 'pt-BR' },
      });
      const request = `${method} ${url}`;
      expect(response.statusCode, request).toBe(405);
      expect(response.headers.allow, request).toBe(allow);
      if (method === 'HEAD') continue;
      expect(response.headers['content-type'], request).toBe('application/json; charset=utf-8');
      expect(response.json(), request).toEqual({
        success: false,
        message: answerMessage(errorKeys.invalidRequest, language),
        code: errorKeys.invalidRequest,
      });
    }
  });

  it('still reads what may be read, and answers an unknown path at the API by its 404', async () => {
    const app = await build({ SERVE_SITE: serveSite });
    const health = await app.inject({ method: 'HEAD', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.allow).toBeUndefined();
    if (serveSite === 'true') {
      const page = await app.inject({ method: 'HEAD', url: '/en/about' });
      expect(page.statusCode).toBe(200);
      expect(page.headers.allow).toBeUndefined();
    } else {
      // No route takes any method there: a path the API does not have, not a wrong method.
      const unknown = await app.inject({ method: 'POST', url: '/nosotros' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: errorKeys.notFound });
    }
  });
});

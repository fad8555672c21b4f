import Fastify from 'fastify';
import securityHeaders from '../plugins/external/helmet.js';

/** Headers of an answer that describe the body or the connection, not the site's policy. */
const perAnswer = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The security headers the API's helmet configuration sends, as name → value, so a server
 * in front of the API (nginx) sends exactly the same ones: one configuration, two servers.
 */
export async function securityHeaderValues(): Promise<Record<string, string>> {
  const app = Fastify({ logger: false });
  await app.register(securityHeaders);
  app.get('/', () => '');
  const answer = await app.inject({ url: '/' });
  await app.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!perAnswer.has(name) && value !== undefined) headers[name] = String(value);
  }
  return headers;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.js';
import { ipMatcher, isLoopback } from '../net/ip-list.js';

/**
 * An onRequest hook for operations endpoints (/metrics, /readyz): they answer the addresses in
 * OPS_ALLOW_FROM, and loopback when it connected directly; anyone else gets the site's
 * ordinary 404, as if they did not exist. The client is request.ip, which honours TRUST_PROXY.
 *
 * Loopback counts only for a request no proxy forwarded: behind nginx on this machine every
 * visitor's connection comes from loopback, and a visitor's own address may be loopback too
 * (127.0.0.2 in the tests). A request forwarded by a proxy that TRUST_PROXY does not name is
 * refused as well: its socket address is the proxy's, not the client's.
 */
export function opsOnly(config: Pick<Config, 'OPS_ALLOW_FROM' | 'TRUST_PROXY'>) {
  const allowed = ipMatcher(config.OPS_ALLOW_FROM);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const forwarded =
      request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (!forwarded && (isLoopback(request.ip) || allowed(request.ip))) return;
    if (forwarded && config.TRUST_PROXY !== false && allowed(request.ip)) return;
    return reply.callNotFound();
  };
}

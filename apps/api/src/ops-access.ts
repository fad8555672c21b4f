import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import { addressMatcher, isLoopback } from './net/address-list.js';

/**
 * An onRequest hook for operations endpoints (/metrics, /readyz): they answer loopback and
 * the addresses in OPS_ALLOW_FROM; anyone else gets the site's ordinary 404, as if they did
 * not exist. The client is request.ip, which honours TRUST_PROXY. A request that a proxy
 * forwarded while TRUST_PROXY is off is refused too: its socket address is the proxy's
 * (often loopback), not the client's.
 */
export function opsOnly(config: Pick<Config, 'OPS_ALLOW_FROM' | 'TRUST_PROXY'>) {
  const allowed = addressMatcher(config.OPS_ALLOW_FROM);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const forwarded =
      request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    const untrustedForward = forwarded && config.TRUST_PROXY === false;
    if (!untrustedForward && (isLoopback(request.ip) || allowed(request.ip))) return;
    return reply.callNotFound();
  };
}

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Per-IP limiting, enabled only on routes that ask for it (the contact form). The client
 * IP comes from request.ip, so TRUST_PROXY decides whether X-Forwarded-For counts.
 */
export default fp(
  async function rateLimiter(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: false,
      max: app.config.RATE_LIMIT_MAX,
      timeWindow: app.config.RATE_LIMIT_WINDOW_MS,
      // The answer body is written by the route's error handler, in the visitor's language.
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'FST_RATE_LIMITED',
        message: `rate limited, retry in ${context.after}`,
      }),
    });
  },
  { name: 'rate-limit', dependencies: [] },
);

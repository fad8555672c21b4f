import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/config.js';
import { visitorKey } from '../../net/visitor-key.js';
import { Redis } from 'ioredis';
import { rateLimitStore } from './rate-limit-store.js';

/** How long start-up waits for Redis; without it the server starts counting locally. */
const redisReadyWaitMs = 2000;

/** Redis for the counters, connected with the app and closed with it. */
function connectRedis(app: FastifyInstance, url: string): Redis {
  // No offline queue and no per-command retries: a counter that cannot be read at once
  // is counted locally instead of holding the visitor's request.
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  redis.on('error', () => {
    // Reported by the store when a count falls back; ioredis reconnects by itself.
  });
  // Requests that come before the connection is up are counted locally; waiting for it
  // (briefly) keeps the first requests after a start shared between replicas too.
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, redisReadyWaitMs);
      function done() {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      }
      redis.once('ready', done);
    });
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}

/**
 * Per-visitor limiting (visitorKey: an IPv4 address, or an IPv6 /64), enabled only on routes
 * that ask for it (the contact form). The client IP comes from request.ip, so TRUST_PROXY decides whether X-Forwarded-For counts. With
 * REDIS_URL the counters are shared by every replica; without it they live in memory.
 */
export default fp<{
  config: Pick<Config, 'REDIS_URL' | 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_MS'>;
}>(
  async function rateLimiter(app: FastifyInstance, { config }) {
    const { REDIS_URL: url } = config;
    const redis = url ? connectRedis(app, url) : undefined;
    await app.register(rateLimit, {
      global: false,
      max: config.RATE_LIMIT_MAX,
      timeWindow: config.RATE_LIMIT_WINDOW_MS,
      store: rateLimitStore(redis, app.log),
      // One visitor, one counter: an IPv6 /64 counts as one, in memory and in Redis alike.
      keyGenerator: (request) => visitorKey(request.ip),
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

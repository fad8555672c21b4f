import { createRequire } from 'node:module';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore as Store,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Counted = Parameters<Store['incr']>[1];
type RouteOptions = Parameters<Store['child']>[0];
/** The library's own stores (not in its type declarations): (continueExceeding, backoff, …). */
type LibraryStore = new (continueExceeding?: boolean, backoff?: boolean, redis?: Redis) => Store;

const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as LibraryStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as LibraryStore;

/**
 * The rate-limit counters in Redis, shared by every replica; while Redis cannot answer, each
 * replica counts on its own (the form keeps working, limited per replica) and says so once.
 */
export function sharedStore(redis: Redis, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let degraded = false;
  const fellBack = (error: Error) => {
    if (!degraded) log.warn({ err: error }, 'rate limit: Redis unavailable, counting per replica');
    degraded = true;
  };
  redis.on('ready', () => {
    if (degraded) log.info('rate limit: Redis is back, counting across replicas');
    degraded = false;
  });

  class FallbackStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    incr(key: string, callback: Counted, timeWindow: number, max: number): void {
      if (redis.status !== 'ready') {
        fellBack(new Error(`Redis connection is ${redis.status}`));
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          fellBack(error);
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteOptions): Store {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  return class RateLimitStore extends FallbackStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin passes its resolved parameters, which carry these two flags.
      const params = options as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      super(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
      );
    }
  };
}

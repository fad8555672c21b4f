import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** A request counted in a window: how many so far, and the window's remaining milliseconds. */
export interface Count {
  current: number;
  ttl: number;
}

/** Counters per key, each living for one window from its first count. */
export interface Counters {
  increment(key: string, windowMs: number): Promise<Count>;
}

/**
 * Counters in this process. At most `maxKeys` live at once (one per visitor in the window):
 * when full, expired ones go first, then the oldest, so a flood of addresses costs bounded
 * memory and time and forgets the earliest of its own counters.
 */
export function memoryCounters(maxKeys = 100_000, now: () => number = Date.now): Counters {
  const counts = new Map<string, { current: number; resetAt: number }>();
  // A key's window restarts by deleting and setting it again, so the map's order is the order
  // in which the windows started: the expired counters are at its front.
  const makeRoom = (at: number) => {
    for (const [key, entry] of counts) {
      if (entry.resetAt > at) break;
      counts.delete(key);
    }
    const oldest = counts.size >= maxKeys ? counts.keys().next().value : undefined;
    if (oldest !== undefined) counts.delete(oldest);
  };
  return {
    async increment(key, windowMs) {
      const at = now();
      let entry = counts.get(key);
      if (!entry || entry.resetAt <= at) {
        counts.delete(key);
        if (counts.size >= maxKeys) makeRoom(at);
        entry = { current: 0, resetAt: at + windowMs };
        counts.set(key, entry);
      }
      entry.current += 1;
      return { current: entry.current, ttl: entry.resetAt - at };
    },
  };
}

// One round trip, atomic: the window starts with the first count and is never extended.
const incrementScript = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}
`;

/** Counters in Redis, shared by every process that uses the same server. */
export function redisCounters(redis: Redis, prefix = 'verdalia:rate-limit:'): Counters {
  return {
    async increment(key, windowMs) {
      const reply: unknown = await redis.eval(incrementScript, 1, prefix + key, windowMs);
      if (!Array.isArray(reply) || typeof reply[0] !== 'number' || typeof reply[1] !== 'number') {
        throw new Error(`unexpected answer from Redis: ${JSON.stringify(reply)}`);
      }
      return { current: reply[0], ttl: Math.max(reply[1], 0) };
    },
  };
}

/**
 * The rate limit's store (@fastify/rate-limit's public `store` option). With Redis, counters
 * are shared by every replica; while Redis cannot answer, each replica counts on its own (the
 * form keeps working, limited per replica) and says so once. Only the contact form is limited,
 * so every route shares one namespace (child() returns the same store).
 */
export function rateLimitStore(
  redis: Redis | undefined,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  const local = memoryCounters();
  const shared = redis && redisCounters(redis);
  let degraded = false;
  const fellBack = (error: unknown) => {
    if (!degraded) log.warn({ err: error }, 'rate limit: Redis unavailable, counting per replica');
    degraded = true;
  };
  redis?.on('ready', () => {
    if (degraded) log.info('rate limit: Redis is back, counting across replicas');
    degraded = false;
  });
  const count = async (key: string, windowMs: number): Promise<Count> => {
    if (!redis || !shared) return local.increment(key, windowMs);
    if (redis.status !== 'ready') {
      fellBack(new Error(`Redis connection is ${redis.status}`));
      return local.increment(key, windowMs);
    }
    try {
      return await shared.increment(key, windowMs);
    } catch (error) {
      fellBack(error);
      return local.increment(key, windowMs);
    }
  };

  // The plugin constructs it with its resolved options; counting needs none of them.
  class Store implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return Store;
}

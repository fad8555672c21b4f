import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { build } from './helper.js';
import { startRedis } from './support/redis-server.js';

/** A request the limiter counts; the route itself refuses it as incomplete (400). */
const post = (app: Awaited<ReturnType<typeof build>>) =>
  app.inject({ method: 'POST', url: '/send-email.php', remoteAddress: '203.0.113.7' });

describe('the rate limit with REDIS_URL', async () => {
  const redis = await startRedis();
  const env = { REDIS_URL: redis.url, RATE_LIMIT_MAX: '3' };
  const [first, second] = [await build(env), await build(env)];

  it('is shared by every replica, and per replica while Redis is away', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await post(index % 2 ? second : first)).statusCode);
    }
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);

    redis.child.kill('SIGKILL');
    await once(redis.child, 'exit');
    // Each replica now counts on its own: the form keeps working, three a replica.
    const alone = [];
    for (let index = 0; index < 4; index += 1) alone.push((await post(first)).statusCode);
    expect(alone.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(alone[3]).toBe(429);
    const other = await post(second);
    expect(other.statusCode).not.toBe(429);
    expect(other.json()).toMatchObject({ success: false });
  });
});

import { describe, expect, it } from 'vitest';
import { memoryCounters } from './rate-limit-store.js';

describe('counters in memory', () => {
  it('count within a window and start again after it', async () => {
    let now = 1_000;
    const counters = memoryCounters(10, () => now);
    expect(await counters.increment('a', 500)).toEqual({ current: 1, ttl: 500 });
    now += 200;
    expect(await counters.increment('a', 500)).toEqual({ current: 2, ttl: 300 });
    expect(await counters.increment('b', 500)).toEqual({ current: 1, ttl: 500 });
    now += 300;
    expect(await counters.increment('a', 500)).toEqual({ current: 1, ttl: 500 });
  });

  it('keep at most maxKeys, forgetting expired then oldest counters first', async () => {
    let now = 0;
    const counters = memoryCounters(2, () => now);
    await counters.increment('old', 100);
    now = 50;
    await counters.increment('newer', 1_000);
    await counters.increment('newer', 1_000);
    now = 150;
    // 'old' has expired: it makes room, 'newer' keeps its count.
    await counters.increment('third', 1_000);
    expect((await counters.increment('newer', 1_000)).current).toBe(3);
    // Full of live counters: the oldest ('newer') goes.
    await counters.increment('fourth', 1_000);
    expect((await counters.increment('newer', 1_000)).current).toBe(1);
  });
});

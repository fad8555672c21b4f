import { describe, expect, it } from 'vitest';
import { retryDelay } from './retry-policy.js';

describe('retryDelay', () => {
  const policy = { baseMs: 30_000, maxMs: 3_600_000, giveUpMs: 5 * 86_400_000 };

  it('starts at the base delay and doubles per failure', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelay(failures, policy))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
  });

  it('is capped at the maximum, even after very many failures', () => {
    expect(retryDelay(8, policy)).toBe(3_600_000);
    expect(retryDelay(10_000, policy)).toBe(3_600_000);
  });
});

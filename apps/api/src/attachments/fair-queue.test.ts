import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.js';

describe('FairQueue', () => {
  it('serves keys in turn: a visitor’s first file does not wait behind many from one address', () => {
    const queue = new FairQueue<string>();
    for (let index = 1; index <= 5; index += 1) queue.push('flood', `f${index}`);
    queue.push('visitor', 'v1');
    expect(queue.shift()).toBe('f1');
    expect(queue.shift()).toBe('v1');
    expect(queue.size).toBe(4);
    queue.push('visitor', 'v2');
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual(['f2', 'v2', 'f3']);
  });

  it('takes out an item given up on, and is empty when all are gone', () => {
    const queue = new FairQueue<string>();
    queue.push('a', 'a1');
    queue.push('b', 'b1');
    expect(queue.remove('a', 'a1')).toBe(true);
    expect(queue.remove('a', 'a1')).toBe(false);
    expect(queue.shift()).toBe('b1');
    expect(queue.shift()).toBeUndefined();
  });
});

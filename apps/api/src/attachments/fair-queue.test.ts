import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.js';

const drain = (queue: FairQueue<string>) => {
  const served: string[] = [];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) served.push(item);
  return served;
};

describe('FairQueue', () => {
  it('serves keys in turn: a visitor’s first file does not wait behind many from one address', () => {
    const queue = new FairQueue<string>();
    for (let index = 1; index <= 5; index += 1) queue.push('flood', `f${index}`, 100);
    queue.push('visitor', 'v1', 100);
    expect(queue.shift()).toBe('f1');
    expect(queue.shift()).toBe('v1');
    expect(queue.size).toBe(4);
    queue.push('visitor', 'v2', 100);
    // The flood's next file counts with the three behind it; the visitor's, alone.
    expect(drain(queue)).toEqual(['v2', 'f2', 'f3', 'f4', 'f5']);
  });

  it('serves the cheaper of files from new addresses first, whatever came before', () => {
    const queue = new FairQueue<string>();
    for (let index = 1; index <= 3; index += 1) queue.push(`attacker${index}`, `big${index}`, 850);
    queue.push('visitor', 'ordinary', 350);
    expect(queue.shift()).toBe('ordinary');
    expect(drain(queue)).toEqual(['big1', 'big2', 'big3']);
  });

  it('keeps a costly file waiting while cheaper ones come, and serves it when they stop', () => {
    const queue = new FairQueue<string>();
    queue.push('a', 'costly', 1000);
    const served: string[] = [];
    for (let index = 1; index <= 4; index += 1) {
      queue.push(`cheap${index}`, `cheap${index}`, 300);
      served.push(queue.shift() ?? '');
    }
    expect(served).toEqual(['cheap1', 'cheap2', 'cheap3', 'cheap4']);
    expect(queue.shift()).toBe('costly');
  });

  it('counts what a key has waiting, and forgets it once served', () => {
    const queue = new FairQueue<string>();
    queue.push('busy', 'b1', 500);
    queue.push('busy', 'b2', 500);
    queue.push('other', 'o1', 600);
    // b1 (500), then o1 (600) before b2 (1000).
    expect(drain(queue)).toEqual(['b1', 'o1', 'b2']);
    // Served in full, the key has nothing waiting: its next file counts alone, like any other.
    queue.push('busy', 'b3', 100);
    queue.push('new', 'n1', 200);
    expect(drain(queue)).toEqual(['b3', 'n1']);
  });

  it('takes out an item given up on, and is empty when all are gone', () => {
    const queue = new FairQueue<string>();
    queue.push('a', 'a1', 100);
    queue.push('b', 'b1', 100);
    expect(queue.remove('a', 'a1')).toBe(true);
    expect(queue.remove('a', 'a1')).toBe(false);
    expect(queue.shift()).toBe('b1');
    expect(queue.shift()).toBeUndefined();
    expect(queue.size).toBe(0);
  });

  it('does not hold an item given up on against its key', () => {
    const queue = new FairQueue<string>();
    queue.push('a', 'a1', 5000);
    queue.remove('a', 'a1');
    queue.push('b', 'b1', 200);
    queue.push('a', 'a2', 100);
    expect(drain(queue)).toEqual(['a2', 'b1']);
  });
});

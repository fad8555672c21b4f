import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.js';

/** A queue on a clock the test moves. */
function queueAt() {
  const clock = { now: 0 };
  return { queue: new FairQueue<string>(() => clock.now), clock };
}

const drain = (queue: FairQueue<string>) => {
  const served: string[] = [];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) served.push(item);
  return served;
};

describe('FairQueue (VirtualClock)', () => {
  it('serves keys in turn: a visitor’s first file does not wait behind many from one address', () => {
    const { queue } = queueAt();
    for (let index = 1; index <= 5; index += 1) queue.push('flood', `f${index}`, 100);
    queue.push('visitor', 'v1', 100);
    expect(queue.shift()).toBe('f1');
    expect(queue.shift()).toBe('v1');
    expect(queue.size).toBe(4);
    queue.push('visitor', 'v2', 200);
    // The visitor's two files count together (300), as the flood's first three do.
    expect(drain(queue)).toEqual(['f2', 'f3', 'v2', 'f4', 'f5']);
  });

  it('serves the cheaper of files that come together first, whoever sent them', () => {
    const { queue } = queueAt();
    for (let index = 1; index <= 3; index += 1) queue.push(`attacker${index}`, `big${index}`, 850);
    queue.push('visitor', 'ordinary', 350);
    expect(queue.shift()).toBe('ordinary');
    expect(drain(queue)).toEqual(['big1', 'big2', 'big3']);
  });

  it('does not keep a file waiting behind cheaper ones that come after it, from new addresses each', () => {
    const { queue, clock } = queueAt();
    queue.push('visitor', 'letter', 220);
    const served: string[] = [];
    // An attack file every 250 ms, cheaper than the letter, while the worker is busy.
    for (let index = 1; index <= 4; index += 1) {
      clock.now += 250;
      queue.push(`attacker${index}`, `attack${index}`, 159);
    }
    served.push(...drain(queue));
    expect(served).toEqual(['letter', 'attack1', 'attack2', 'attack3', 'attack4']);
  });

  it('lets a cheap file go before a costly one that came less than their difference earlier', () => {
    const { queue, clock } = queueAt();
    queue.push('large', 'large', 3150);
    clock.now += 1000;
    queue.push('visitor', 'letter', 220);
    clock.now += 3000;
    queue.push('later', 'later', 220);
    expect(drain(queue)).toEqual(['letter', 'large', 'later']);
  });

  it('counts what a key sent lately, and forgets it once the clock has passed it', () => {
    const { queue, clock } = queueAt();
    queue.push('busy', 'b1', 500);
    queue.push('busy', 'b2', 500);
    queue.push('other', 'o1', 600);
    // b1 (500), then o1 (600) before b2 (1000).
    expect(drain(queue)).toEqual(['b1', 'o1', 'b2']);
    // Right after, the busy key is still ahead of the clock: a new key goes first ...
    queue.push('busy', 'b3', 100);
    queue.push('new', 'n1', 200);
    expect(drain(queue)).toEqual(['n1', 'b3']);
    // ... and once its files' time has passed, it counts as new again.
    clock.now += 2000;
    queue.push('busy', 'b4', 100);
    queue.push('new2', 'n2', 200);
    expect(drain(queue)).toEqual(['b4', 'n2']);
  });

  it('takes out an item given up on, and is empty when all are gone', () => {
    const { queue } = queueAt();
    queue.push('a', 'a1', 100);
    queue.push('b', 'b1', 100);
    expect(queue.remove('a', 'a1')).toBe(true);
    expect(queue.remove('a', 'a1')).toBe(false);
    expect(queue.shift()).toBe('b1');
    expect(queue.shift()).toBeUndefined();
    expect(queue.size).toBe(0);
  });

  it('does not hold an item given up on against its key', () => {
    const { queue } = queueAt();
    queue.push('a', 'a1', 5000);
    queue.push('a', 'a2', 100);
    queue.remove('a', 'a1');
    queue.push('b', 'b1', 200);
    queue.push('a', 'a3', 50);
    // a2 moved up to 100, a3 comes after it (150); b1 at 200.
    expect(drain(queue)).toEqual(['a2', 'a3', 'b1']);
  });
});

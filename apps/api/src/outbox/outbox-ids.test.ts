import { describe, expect, it } from 'vitest';
import { acknowledgementId, IdClock, idTime } from './outbox-ids.js';
import { outboxIdPattern } from './stored-message.js';

describe('outbox ids', () => {
  it('sort in the order they were made, even many in one millisecond', () => {
    const clock = new IdClock();
    const ids = Array.from({ length: 2000 }, () => clock.next());
    expect(ids.toSorted()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('carry the time they were made, and an acknowledgement sorts right after its inquiry', () => {
    const before = Date.now();
    const clock = new IdClock();
    const id = clock.next();
    expect(idTime(id)).toBeGreaterThanOrEqual(before);
    expect(id).toMatch(outboxIdPattern);
    expect(acknowledgementId(id)).toMatch(outboxIdPattern);
    const next = clock.next();
    expect([next, acknowledgementId(id), id].toSorted()).toEqual([id, acknowledgementId(id), next]);
  });
});

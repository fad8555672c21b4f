import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Outbox } from './outbox.js';

describe('Outbox ids', () => {
  it('sort in the order they were made, even many in one millisecond', async () => {
    const outbox = new Outbox(path.join(await mkdtemp(path.join(tmpdir(), 'ids-')), 'outbox'), 'x');
    const ids = Array.from({ length: 2000 }, () => outbox.newId());
    expect(ids.toSorted()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

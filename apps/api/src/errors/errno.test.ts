import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ownProperty } from '../lib/own-property.js';
import { errnoCode } from './errno.js';

describe('reading Node errors without trusting their shape', () => {
  it("reads a system error's code, and its path as an own property", async () => {
    const error: unknown = await readFile('/no/such/file').catch((caught: unknown) => caught);
    expect(errnoCode(error)).toBe('ENOENT');
    expect(ownProperty(error, 'path')).toBe('/no/such/file');
  });

  it('says nothing of values that are not such errors', () => {
    expect(errnoCode(new Error('plain'))).toBeUndefined();
    expect(errnoCode({ code: 'ENOENT' })).toBeUndefined();
    expect(errnoCode(Object.assign(new Error('odd'), { code: 42 }))).toBeUndefined();
    expect(ownProperty('text', 'path')).toBeUndefined();
    expect(ownProperty(null, 'path')).toBeUndefined();
  });
});

import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { errorCode, errorMessage, isMissing } from './node-error.js';

describe('reading what was thrown without trusting its shape', () => {
  it("reads a system error's code", async () => {
    const error: unknown = await readFile('/no/such/file').catch((caught: unknown) => caught);
    expect(errorCode(error)).toBe('ENOENT');
    expect(isMissing(error)).toBe(true);
  });

  it('says nothing of values that are not such errors', () => {
    expect(errorCode(new Error('plain'))).toBeUndefined();
    expect(errorCode(Object.assign(new Error('odd'), { code: 42 }))).toBeUndefined();
    expect(errorCode('ENOENT')).toBeUndefined();
    expect(isMissing(null)).toBe(false);
    expect(errorMessage(new Error('disk full'))).toBe('disk full');
    expect(errorMessage('plain text')).toBe('plain text');
  });
});

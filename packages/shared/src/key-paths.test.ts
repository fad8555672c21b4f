import { describe, expect, it } from 'vitest';
import { keyPaths } from './key-paths.js';

describe('keyPaths', () => {
  it('names every leaf of nested objects and arrays', () => {
    expect(keyPaths({ a: 'x', b: { c: 'y', d: ['p', { e: 'q' }] } })).toEqual([
      'a',
      'b.c',
      'b.d[0]',
      'b.d[1].e',
    ]);
  });
});

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repository = path.resolve(import.meta.dirname, '../../..');
// The API's source and the shared package it imports are read side by side: a name says which
// file it is only if no other file of either has it (a missing folder fails the readdir).
const sourceRoots = ['apps/api/src', 'packages/shared/src'];

describe('the API source', () => {
  it('has one file per name, with the shared package, so that a name says which file it is', async () => {
    const byName = new Map<string, string[]>();
    for (const root of sourceRoots) {
      for (const file of await readdir(path.join(repository, root), { recursive: true })) {
        if (!file.endsWith('.ts')) continue;
        const name = path.basename(file);
        byName.set(name, [...(byName.get(name) ?? []), path.join(root, file)]);
      }
    }
    const shared = [...byName.values()].filter((paths) => paths.length > 1);
    expect(shared).toEqual([]);
  });
});

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceRoot = path.resolve(import.meta.dirname, '../src');

describe('the API source', () => {
  it('has one file per name, so that a name says which file it is', async () => {
    const files = (await readdir(sourceRoot, { recursive: true })).filter((file) =>
      file.endsWith('.ts'),
    );
    const byName = new Map<string, string[]>();
    for (const file of files) {
      byName.set(path.basename(file), [...(byName.get(path.basename(file)) ?? []), file]);
    }
    const shared = [...byName.values()].filter((paths) => paths.length > 1);
    expect(shared).toEqual([]);
  });
});

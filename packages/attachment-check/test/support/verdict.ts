import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { mimeForFileName } from '@verdalia/shared';
import { checkFile, type Verdict } from '../../src/index.js';

/**
 * The checker's verdict on bytes sent under `name`, as the API asks for it: the file on disk,
 * its type from its name. The folder is removed afterwards; the check leaves nothing in it
 * (`leftovers` lists what it found there before removing it).
 */
export async function verdictOf(
  name: string,
  bytes: Buffer,
  signal?: AbortSignal,
): Promise<Verdict & { leftovers: string[] }> {
  const mime = mimeForFileName(name);
  if (!mime) throw new Error(`${name} is of no accepted type`);
  const dir = await mkdtemp(path.join(tmpdir(), 'verdalia-verdict-'));
  const file = path.join(dir, 'upload');
  try {
    await writeFile(file, bytes);
    const verdict = await checkFile(file, mime, signal);
    const leftovers = (await readdir(dir)).filter((entry) => entry !== 'upload');
    return { ...verdict, leftovers };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A file a visitor might send: what it is, the name it is sent under, its bytes. */
export interface Case {
  label: string;
  name: string;
  bytes: () => Buffer | Promise<Buffer>;
  /** For a refused file: what the reason must say (a refusal for another reason hides a gap). */
  because?: RegExp;
}

export const file = (label: string, name: string, bytes: Case['bytes'], because?: RegExp): Case =>
  because ? { label, name, bytes, because } : { label, name, bytes };

/** A real file with something after it. */
export const followed =
  (first: () => Buffer, ...rest: (() => Buffer)[]) =>
  () =>
    Buffer.concat([first(), ...rest.map((make) => make())]);

/**
 * The tests of a verdict matrix: each accepted file passes and leaves nothing behind; each
 * refused one is refused, for the reason given where one is.
 */
export function judgeEach(accepted: readonly Case[], refused: readonly Case[]): void {
  it.each(accepted)('accepts $label', async ({ name, bytes }) => {
    const verdict = await verdictOf(name, await bytes());
    expect(verdict).toEqual({ ok: true, leftovers: [] });
  });

  it.each(refused)('refuses $label', async ({ name, bytes, because }) => {
    const verdict = await verdictOf(name, await bytes());
    expect(verdict.ok).toBe(false);
    if (because && !verdict.ok) expect(verdict.reason).toMatch(because);
    expect(verdict.leftovers).toEqual([]);
  });
}

import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `.cache/` at the repository's root (ignored by git), where made files are kept. */
export const repositoryCache = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../.cache',
);

/** How long a maker may hold the lock before another takes it over (a run that was killed). */
const staleLockMs = 15 * 60 * 1000;
const pollMs = 250;

/**
 * What identifies an installed program without running it: the file its command resolves to,
 * its size and its modification time (set from the package by dpkg, so an upgrade changes it).
 * A program that is not installed is named as missing, so that installing it makes files anew.
 */
export function programFingerprint(command: string): string {
  const found = (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((folder) => path.join(folder, command))
    .find((candidate) => existsSync(candidate));
  const file = command.startsWith('/') ? command : found;
  if (file === undefined || !existsSync(file)) return `${command}: missing`;
  const real = realpathSync(file);
  const { size, mtimeMs } = statSync(real);
  return `${command}: ${real} ${size} ${Math.round(mtimeMs)}`;
}

/** The text of the module that makes the files: a change to how they are made is a new input. */
export const makerSource = (moduleUrl: string): string =>
  readFileSync(fileURLToPath(moduleUrl), 'utf8');

/**
 * The folder of files `make` writes, made once for these inputs and kept in
 * `.cache/<name>/<hash of the inputs>/`: later calls, in this run or the next, read it. Made in
 * a folder of its own and moved into place whole, under a lock, so that test files running at
 * once make it once and never see it half-written.
 */
export async function cachedFiles(
  name: string,
  inputs: readonly (string | Buffer)[],
  make: (dir: string) => Promise<void>,
): Promise<string> {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(input).update('\0');
  const root = path.join(repositoryCache, name);
  const target = path.join(root, hash.digest('hex').slice(0, 32));
  if (existsSync(target)) return target;
  await mkdir(root, { recursive: true });
  const lock = `${target}.lock`;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      if (existsSync(target)) return target;
      const held = await stat(lock).catch(() => undefined);
      if (held && Date.now() - held.mtimeMs > staleLockMs) {
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
  try {
    if (existsSync(target)) return target;
    const work = path.join(root, `.making-${randomUUID()}`);
    await mkdir(work, { recursive: true });
    try {
      await make(work);
      await rename(work, target);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    return target;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

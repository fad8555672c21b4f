import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { isMissing } from '../errors/node-error.js';
import { mkdirPrivate } from '../fs/durable.js';
import type { OutboxFolders } from './outbox-folders.js';

/**
 * Deletes dir/<name> by one rename into trash/, then removes it there: whoever renames
 * first (the server pruning, the CLI collecting or retrying) wins, the other finds nothing.
 * False when it was already gone.
 */
export async function discard(folders: OutboxFolders, dir: string, name: string): Promise<boolean> {
  const bin = path.join(folders.trashDir, `${name}.${randomBytes(4).toString('hex')}`);
  try {
    await mkdirPrivate(folders.trashDir);
    await rename(path.join(dir, name), bin);
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
  await rm(bin, { recursive: true, force: true });
  return true;
}

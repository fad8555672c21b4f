import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** fsyncs a file or a folder (a folder's fsync makes the names in it, renames too, durable). */
export async function fsyncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Renames and makes the new name durable: after a power cut it is there, or still at `from`. */
export async function durableRename(from: string, to: string): Promise<void> {
  await rename(from, to);
  await fsyncPath(path.dirname(to));
  if (path.dirname(from) !== path.dirname(to)) await fsyncPath(path.dirname(from));
}

/**
 * Replaces a file as a whole: readers see the old content or the new, never half, and after
 * a power cut the new one is complete. A stream is written as it comes, never held whole.
 */
export async function writeFileDurably(
  target: string,
  content: string | Uint8Array | Readable,
): Promise<void> {
  const temporary = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    await pipeline(
      typeof content === 'string' || content instanceof Uint8Array ? [content] : content,
      createWriteStream(temporary, { flags: 'wx' }),
    );
    await fsyncPath(temporary);
    await durableRename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

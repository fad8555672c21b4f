import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { errorCode } from '../errors/node-error.js';

/**
 * Modes of everything the API keeps of a visitor (outbox, mailbox): the owner only. Visitors'
 * messages and CVs are not for the other users of the host. Asked for explicitly, so a
 * permissive umask (022 on most systems) cannot widen them.
 */
export const privateFileMode = 0o600;
export const privateFolderMode = 0o700;

/** Creates a folder (and missing parents) readable by the owner only. */
export async function mkdirPrivate(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: privateFolderMode });
}

/**
 * Narrows a folder that already existed (an older version made them 0755; an image may
 * create them with the default mode) to the owner. A folder the process does not own (one
 * an operator provided, writable to it) is left as it is: that is the operator's choice.
 */
export async function narrowFolder(dir: string): Promise<void> {
  await chmod(dir, privateFolderMode).catch((error: unknown) => {
    if (errorCode(error) !== 'EPERM') throw error;
  });
}

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

/** Creates a new file (never replaces one) with `content`, fsynced, for the owner only. */
export async function writeNewFile(target: string, content: string): Promise<void> {
  const handle = await open(target, 'wx', privateFileMode);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Replaces a file as a whole: readers see the old content or the new, never half, and after
 * a power cut the new one is complete. A stream is written as it comes, never held whole.
 * The file is the owner's only (privateFileMode).
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
      createWriteStream(temporary, { flags: 'wx', mode: privateFileMode }),
    );
    await fsyncPath(temporary);
    await durableRename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

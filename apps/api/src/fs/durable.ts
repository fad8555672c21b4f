import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

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

/** Replaces a small file as a whole: readers see the old content or the new, never half. */
export async function writeFileDurably(target: string, content: string): Promise<void> {
  const temporary = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await durableRename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

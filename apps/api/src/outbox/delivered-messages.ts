import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { durableRename, privateFileMode, writeFileDurably } from '../fs/durable.js';
import { deliveredMarker, pathExists, type OutboxFolders } from './outbox-folders.js';

/** True when the server accepted the message but it could not be finished off yet. */
export function wasDelivered(folders: OutboxFolders, id: string): Promise<boolean> {
  return pathExists(path.join(folders.pendingPath(id), deliveredMarker));
}

/** Records durably that the server accepted the message: it is never sent again. */
export async function markDelivered(folders: OutboxFolders, id: string): Promise<void> {
  await writeFileDurably(
    path.join(folders.pendingPath(id), deliveredMarker),
    new Date().toISOString(),
  );
}

/**
 * Takes a delivered message out of pending/ with one rename (then deletes it): a crash at
 * any point leaves it either fully in pending/ or out of it. If even the rename fails, a
 * marker in its folder keeps it from being sent again after a restart.
 */
export async function removeDelivered(folders: OutboxFolders, id: string): Promise<void> {
  const from = folders.pendingPath(id);
  const to = path.join(folders.deliveredDir, id);
  try {
    await durableRename(from, to);
  } catch (error) {
    await writeFile(path.join(from, deliveredMarker), new Date().toISOString(), {
      mode: privateFileMode,
    }).catch(() => undefined);
    throw error;
  }
  await rm(to, { recursive: true, force: true });
}

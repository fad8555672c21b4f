import path from 'node:path';
import { durableRename } from '../fs/durable.js';
import { readState, writeState } from './message-files.js';
import type { OutboxFolders } from './outbox-folders.js';
import type { DeliveryState } from './stored-message.js';

/** Moves a message that will not be delivered aside, with why, for an operator to look at. */
export async function moveToFailed(
  folders: OutboxFolders,
  id: string,
  state: DeliveryState,
): Promise<string> {
  const target = path.join(folders.failedDir, id);
  await writeState(folders.pendingPath(id), state).catch(() => undefined);
  await durableRename(folders.pendingPath(id), target);
  return target;
}

/**
 * Sends a failed message again: the CLI's one move, safe while the server runs. It touches
 * only failed/<id> (which the worker never does), notes the retry there, then hands the
 * folder over with one rename into pending/, where the worker finds it on its next look.
 * The give-up clock restarts from now.
 */
export async function retryFailed(folders: OutboxFolders, id: string): Promise<void> {
  const folder = path.join(folders.failedDir, id);
  // A damaged delivery.json is not a reason to keep the message: its attempts start again.
  const state = await readState(folders.failedDir, id).catch((): DeliveryState => ({
    attempts: 0,
  }));
  delete state.failedAt;
  state.retriedAt = new Date().toISOString();
  await writeState(folder, state);
  await durableRename(folder, folders.pendingPath(id));
}

import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMissing } from '../errors/node-error.js';
import { mkdirPrivate, narrowFolder } from '../fs/durable.js';

/** In a message's folder: what it is (its schema: stored-message.ts). */
export const messageFile = 'message.json';
/** In a message's folder (or held/<id>/): the visitor's file. */
export const attachmentFile = 'attachment';
/** In a message's folder: the attempts so far and the last error. */
export const stateFile = 'delivery.json';
/** In held/<id>/: what the held attachment is (its file is `attachment` beside it). */
export const heldRecordFile = 'held.json';
/** Inside an inquiry's folder: its acknowledgement, waiting for the staff mail to be accepted. */
export const parkedAcknowledgement = 'acknowledgement';
/** Written into a message's folder once the server accepted it, before anything else is done. */
export const deliveredMarker = 'delivered';

/**
 * The folders of one outbox (OUTBOX_DIR), all on one filesystem so that a message moves
 * between them by one rename:
 * - tmp/: uploads being received and messages being written (cleared at start);
 * - pending/: complete messages waiting for delivery;
 * - delivered/: delivered messages on their way to deletion (cleared at start);
 * - failed/: messages that will not be delivered, for an operator;
 * - held/: attachments too large for the mail server, until collected or expired;
 * - trash/: whatever is being deleted passes through here, one rename in;
 * - acknowledged/: the addresses acknowledged lately, when no Redis is shared;
 * - lock: the folder proper-lockfile keeps fresh while a server owns the outbox.
 */
export class OutboxFolders {
  readonly tmpDir: string;
  readonly pendingDir: string;
  readonly deliveredDir: string;
  readonly failedDir: string;
  readonly heldDir: string;
  readonly trashDir: string;
  readonly acknowledgedDir: string;
  readonly lockPath: string;

  constructor(readonly root: string) {
    this.tmpDir = path.join(root, 'tmp');
    this.pendingDir = path.join(root, 'pending');
    this.deliveredDir = path.join(root, 'delivered');
    this.failedDir = path.join(root, 'failed');
    this.heldDir = path.join(root, 'held');
    this.trashDir = path.join(root, 'trash');
    this.acknowledgedDir = path.join(root, 'acknowledged');
    this.lockPath = path.join(root, 'lock');
  }

  /** The folder of a pending message. */
  pendingPath(id: string): string {
    return path.join(this.pendingDir, id);
  }

  /** Where a held attachment's file is kept. */
  heldFile(id: string): string {
    return path.join(this.heldDir, id, attachmentFile);
  }
}

/** The names of the folders in `dir`, sorted: ids sort in arrival order (outbox-ids.ts). */
export async function subfolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** True when `target` exists; any error other than "no such file" is thrown. */
export async function pathExists(target: string): Promise<boolean> {
  return stat(target).then(
    () => true,
    (error: unknown) => {
      if (isMissing(error)) return false;
      throw error;
    },
  );
}

/**
 * Makes the folders ready for the server that holds the lock: clears tmp/ (what a crash left
 * there is never a complete message), delivered/ (what a crash left there was delivered
 * already) and trash/, and creates every folder owner-only (also those an older version
 * created open to everyone).
 */
export async function prepareFolders(folders: OutboxFolders): Promise<void> {
  for (const dir of [folders.tmpDir, folders.deliveredDir, folders.trashDir]) {
    await rm(dir, { recursive: true, force: true });
  }
  for (const dir of [
    folders.tmpDir,
    folders.pendingDir,
    folders.failedDir,
    folders.deliveredDir,
    folders.heldDir,
    folders.trashDir,
  ]) {
    await mkdirPrivate(dir);
    await narrowFolder(dir);
  }
}

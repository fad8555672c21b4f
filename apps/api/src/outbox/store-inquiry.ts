import { chmod, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  durableRename,
  fsyncPath,
  privateFileMode,
  privateFolderMode,
  writeNewFile,
} from '../fs/durable.js';
import {
  attachmentFile,
  messageFile,
  parkedAcknowledgement,
  type OutboxFolders,
} from './outbox-folders.js';
import type { StoredAcknowledgement, StoredInquiry } from './stored-message.js';

/**
 * Writes an inquiry into tmp/<id>/ (the upload moved in, message.json, the acknowledgement
 * parked inside when there is one; each fsynced), then renames the whole folder into
 * pending/<id>/ and fsyncs the parent: pending/ only ever holds complete messages, even after
 * a power cut. On any failure nothing of it stays, the upload included; the error is thrown.
 */
export async function storeInquiry(
  folders: OutboxFolders,
  inquiry: StoredInquiry,
  uploadedFile: string | undefined,
  acknowledgement: StoredAcknowledgement | undefined,
): Promise<void> {
  const work = path.join(folders.tmpDir, inquiry.id);
  try {
    await mkdir(work, { mode: privateFolderMode });
    if (uploadedFile) {
      const target = path.join(work, attachmentFile);
      await rename(uploadedFile, target);
      await chmod(target, privateFileMode);
      await fsyncPath(target);
    }
    await writeNewFile(path.join(work, messageFile), JSON.stringify(inquiry, null, 2));
    if (acknowledgement) {
      const parked = path.join(work, parkedAcknowledgement);
      await mkdir(parked, { mode: privateFolderMode });
      await writeNewFile(path.join(parked, messageFile), JSON.stringify(acknowledgement, null, 2));
      await fsyncPath(parked);
    }
    await fsyncPath(work);
    await durableRename(work, folders.pendingPath(inquiry.id));
  } catch (error) {
    await rm(work, { recursive: true, force: true }).catch(() => undefined);
    if (uploadedFile) await rm(uploadedFile, { force: true }).catch(() => undefined);
    throw error;
  }
}

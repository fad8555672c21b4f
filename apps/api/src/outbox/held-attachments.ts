import { constants } from 'node:fs';
import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { durableRename, fsyncPath, mkdirPrivate, writeFileDurably } from '../fs/durable.js';
import {
  attachmentFile,
  heldRecordFile,
  pathExists,
  type OutboxFolders,
} from './outbox-folders.js';
import {
  heldAttachmentSchema,
  parseStored,
  type DeliveryState,
  type HeldAttachment,
  type StoredInquiry,
} from './stored-message.js';
import { discard } from './discard.js';

/**
 * Moves a pending inquiry's attachment to held/<id>/ (with held.json saying what it is), for
 * an attachment the mail server cannot carry. Done again after a crash half-way: the record
 * is written once, the file moved once. True when this call moved it.
 */
export async function holdAttachment(
  folders: OutboxFolders,
  inquiry: StoredInquiry,
  held: NonNullable<DeliveryState['attachmentHeld']>,
): Promise<boolean> {
  const { attachment } = inquiry;
  if (!attachment) return false;
  const folder = path.join(folders.heldDir, inquiry.id);
  await mkdirPrivate(folder);
  const record = path.join(folder, heldRecordFile);
  if (!(await pathExists(record))) {
    const content: HeldAttachment = {
      version: 1,
      id: inquiry.id,
      messageId: inquiry.messageId,
      kind: inquiry.kind,
      fileName: attachment.fileName,
      mime: attachment.mime,
      size: attachment.size,
      heldAt: held.at,
      reason: held.reason,
      ...(held.limitBytes !== undefined && { limitBytes: held.limitBytes }),
    };
    await writeFileDurably(record, JSON.stringify(content, null, 2));
  }
  const source = path.join(folders.pendingPath(inquiry.id), attachmentFile);
  if (!(await pathExists(source))) return false;
  await durableRename(source, folders.heldFile(inquiry.id));
  return true;
}

/** held/<id>/held.json, checked against its schema. */
export async function readHeld(folders: OutboxFolders, id: string): Promise<HeldAttachment> {
  const file = path.join(folders.heldDir, id, heldRecordFile);
  return parseStored(heldAttachmentSchema, await readFile(file, 'utf8'), heldRecordFile);
}

/**
 * Copies a held attachment to `targetDir` under its file name (never over an existing
 * file), fsynced; then, unless `keep`, deletes it from the server (collected). Returns the
 * copy's path. The CLI's move: safe while the server runs.
 */
export async function exportHeld(
  folders: OutboxFolders,
  id: string,
  targetDir: string,
  keep: boolean,
): Promise<string> {
  const record = await readHeld(folders, id);
  const target = path.join(targetDir, path.basename(record.fileName));
  await copyFile(folders.heldFile(id), target, constants.COPYFILE_EXCL);
  await fsyncPath(target);
  if (!keep) await discard(folders, folders.heldDir, id);
  return target;
}

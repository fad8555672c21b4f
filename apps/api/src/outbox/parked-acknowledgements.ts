import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { errorMessage } from '../errors/node-error.js';
import { durableRename } from '../fs/durable.js';
import { writeState } from './message-files.js';
import { acknowledgementId } from './outbox-ids.js';
import {
  messageFile,
  parkedAcknowledgement,
  pathExists,
  type OutboxFolders,
} from './outbox-folders.js';
import {
  parseStored,
  storedAcknowledgementSchema,
  type DeliveryState,
  type StoredAcknowledgement,
  type StoredInquiry,
} from './stored-message.js';

/** The acknowledgement of an inquiry, as parked in its folder: nothing the visitor typed. */
export function acknowledgementOf(
  inquiry: StoredInquiry,
  messageIdDomain: string,
): StoredAcknowledgement {
  const id = acknowledgementId(inquiry.id);
  return {
    version: 1,
    type: 'acknowledgement',
    id,
    messageId: `<${id}@${messageIdDomain}>`,
    createdAt: inquiry.createdAt,
    lang: inquiry.lang,
    kind: inquiry.kind,
    email: inquiry.email,
    reference: inquiry.id,
  };
}

/** True while an inquiry's acknowledgement waits in its folder for the staff mail. */
export function hasParkedAcknowledgement(folders: OutboxFolders, id: string): Promise<boolean> {
  return pathExists(path.join(folders.pendingPath(id), parkedAcknowledgement));
}

/**
 * Turns a delivered inquiry's parked acknowledgement into a pending message, by one rename:
 * done at most once, whatever crash comes between. Call after markDelivered. One that cannot
 * be read goes to failed/<id>-ack with the reason instead: it must not hold its delivered
 * inquiry in pending/.
 */
export async function releaseAcknowledgement(folders: OutboxFolders, id: string): Promise<void> {
  const parked = path.join(folders.pendingPath(id), parkedAcknowledgement);
  if (!(await pathExists(parked))) return;
  let ackId: string;
  try {
    ackId = parseStored(
      storedAcknowledgementSchema,
      await readFile(path.join(parked, messageFile), 'utf8'),
      `${parkedAcknowledgement}/${messageFile}`,
    ).id;
  } catch (error) {
    const failed: DeliveryState = {
      attempts: 0,
      lastError: `the acknowledgement cannot be read: ${errorMessage(error)}`,
      failedAt: new Date().toISOString(),
    };
    await writeState(parked, failed);
    await durableRename(parked, path.join(folders.failedDir, acknowledgementId(id)));
    return;
  }
  await durableRename(parked, folders.pendingPath(ackId));
}

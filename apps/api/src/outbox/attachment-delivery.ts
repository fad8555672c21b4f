import path from 'node:path';
import { retentionMs } from '../config/retention-periods.js';
import { errorMessage } from '../errors/node-error.js';
import { DeliveryError } from '../mail/delivery-error.js';
import type { HeldNotice } from '../mail/staff-mail.js';
import type { Outbox } from './durable-outbox.js';
import { attachmentFile, pathExists } from './outbox-folders.js';
import type { DeliveryState, StoredInquiry, StoredMessage } from './stored-message.js';

/**
 * The attachment the staff mail of an inquiry carries: its file in pending/<id>/, or, once
 * held on the server (too large for the relay), the notice that says where it is and until
 * when. Gone from both: the inquiry fails for good.
 */
export async function attachmentForMail(
  outbox: Outbox,
  stored: StoredInquiry,
  state: DeliveryState,
): Promise<{ path: string } | { held: HeldNotice } | undefined> {
  if (!stored.attachment) return undefined;
  const file = path.join(outbox.pendingPath(stored.id), attachmentFile);
  const notice = (held: { at: string; limitBytes?: number | undefined }) => ({
    held: {
      path: outbox.heldFile(stored.id),
      outboxDir: outbox.root,
      keepUntil: new Date(Date.parse(held.at) + retentionMs.heldAttachment),
      ...(held.limitBytes !== undefined && { limitBytes: held.limitBytes }),
    },
  });
  if (state.attachmentHeld) {
    // A crash may have come between the record and the move: finish it first.
    await outbox.holdAttachment(stored, state.attachmentHeld);
    return notice(state.attachmentHeld);
  }
  if (await pathExists(file)) return { path: file };
  // Held already, though delivery.json no longer says so (lost, or unreadable).
  const record = await outbox.readHeld(stored.id).catch(() => undefined);
  if (record) return notice({ at: record.heldAt, limitBytes: record.limitBytes });
  throw new DeliveryError('permanent', `the attachment file is missing: ${file}`);
}

/**
 * When an inquiry's mail was too large for the server (`error`), holds its attachment on the
 * server: recorded in delivery.json first (`attempt.attachmentHeld`), so that a crash half-way
 * finishes the move. True when the mail should go again, now without it. A hold that fails
 * is a retry (the next attempt holds it): nothing is lost.
 */
export async function holdTooLarge(
  outbox: Outbox,
  stored: StoredMessage,
  attempt: DeliveryState,
  error: unknown,
  now: number,
): Promise<boolean> {
  if (!(error instanceof DeliveryError) || error.kind !== 'too-large') return false;
  // Later uploads whose mail would be as large claim room in the held share when they arrive.
  if (error.limitBytes !== undefined) outbox.storage.noteMailLimit(error.limitBytes);
  if (stored.type !== 'inquiry' || !stored.attachment || attempt.attachmentHeld) return false;
  attempt.attachmentHeld = {
    at: new Date(now).toISOString(),
    reason: error.reason,
    ...(error.limitBytes !== undefined && { limitBytes: error.limitBytes }),
  };
  try {
    await outbox.saveState(stored.id, attempt);
    await outbox.holdAttachment(stored, attempt.attachmentHeld);
  } catch (holdError) {
    delete attempt.attachmentHeld;
    throw new DeliveryError(
      'message',
      `the attachment could not be held: ${errorMessage(holdError)}`,
      { cause: holdError },
    );
  }
  return true;
}

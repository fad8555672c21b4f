import type { AcknowledgementRecord } from './acknowledged-mailboxes.js';
import type { Outbox } from './durable-outbox.js';
import { idTime } from './outbox-ids.js';
import { retentionMs } from '../config/retention-periods.js';

export interface Expired {
  folder: 'failed' | 'held';
  id: string;
  /** When the period began: the message failed, the attachment was held. */
  since: string;
}

const parsedTime = (value: string | undefined): number | undefined =>
  value === undefined ? undefined : Date.parse(value);

/**
 * Deletes what the privacy notice says is kept no longer (config/retention-periods.ts):
 * messages in failed/ and attachments in held/ past their days, and the acknowledged-address
 * records past theirs (Redis expires its own). A folder whose record cannot be read counts
 * from its id's time, so a damaged one does not stay for ever. Each deletion is one rename into trash/ (Outbox.discard), so
 * the CLI retrying or collecting at the same moment either wins or finds nothing.
 */
export async function pruneExpired(
  outbox: Outbox,
  acknowledged: AcknowledgementRecord,
  now = Date.now(),
): Promise<{ expired: Expired[]; acknowledgedMailboxes: number }> {
  const expired: Expired[] = [];
  for (const id of await outbox.failedIds()) {
    const state = await outbox.state(id, outbox.failedDir).catch(() => undefined);
    const since = parsedTime(state?.failedAt ?? state?.lastAttemptAt) ?? idTime(id);
    if (now - since >= retentionMs.failedFolder && (await outbox.discard(outbox.failedDir, id))) {
      expired.push({ folder: 'failed', id, since: new Date(since).toISOString() });
    }
  }
  for (const id of await outbox.heldIds()) {
    const record = await outbox.readHeld(id).catch(() => undefined);
    const since = parsedTime(record?.heldAt) ?? idTime(id);
    if (now - since >= retentionMs.heldAttachment && (await outbox.discard(outbox.heldDir, id))) {
      expired.push({ folder: 'held', id, since: new Date(since).toISOString() });
    }
  }
  const acknowledgedMailboxes = await acknowledged.prune(now);
  return { expired, acknowledgedMailboxes };
}

import { Redis } from 'ioredis';
import { retentionMs } from '../config/retention-periods.js';
import { AcknowledgedMailboxes, type AcknowledgementRecord } from './acknowledged-mailboxes.js';
import type { OutboxFolders } from './outbox-folders.js';
import { SharedAcknowledgedMailboxes } from './shared-acknowledged-mailboxes.js';

/** How long start-up waits for Redis before the worker begins (claims wait for it anyway). */
const redisReadyWaitMs = 2000;

/**
 * Where the once-a-day record of acknowledged mailboxes lives: in Redis when REDIS_URL is set
 * (shared by every replica), else in this outbox's acknowledged/ folder. `ready` prepares it
 * (the folder and its key, once the outbox is locked; or a moment for Redis to connect).
 */
export function acknowledgementRecord(
  folders: OutboxFolders,
  redisUrl: string | undefined,
): { record: AcknowledgementRecord; ready: () => Promise<void> } {
  const windowMs = retentionMs.acknowledgedMailbox;
  if (!redisUrl) {
    const record = new AcknowledgedMailboxes(folders.acknowledgedDir, windowMs);
    return { record, ready: () => record.init() };
  }
  // As the rate limit's connection: a claim that cannot be made at once fails (and its
  // acknowledgement is tried again later) rather than waiting in a queue.
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  redis.on('error', () => {
    // A claim that fails says why; ioredis reconnects by itself.
  });
  const ready = async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, redisReadyWaitMs);
      redis.once('ready', done);
    });
  };
  return { record: new SharedAcknowledgedMailboxes(redis, windowMs), ready };
}

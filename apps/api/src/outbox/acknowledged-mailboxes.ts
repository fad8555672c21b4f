import { createHmac, randomBytes } from 'node:crypto';
import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mkdirPrivate, privateFileMode, writeFileDurably } from '../fs/durable.js';
import { errorCode, isMissing } from '../errors/node-error.js';
import { mailboxKey } from '../mail/mailbox-key.js';

/**
 * The record that keeps each mailbox to one acknowledgement in a window
 * (siteConfig.retention.acknowledgedMailboxDays): in this outbox's acknowledged/ folder
 * (AcknowledgedMailboxes, one replica), or in Redis (SharedAcknowledgedMailboxes, every
 * replica). The delivery worker claims the mailbox just before it sends an acknowledgement,
 * so a process that dies earlier (before its inquiry was stored, or delivered) holds no claim.
 */
export interface AcknowledgementRecord {
  /**
   * Claims the mailbox of `mailbox` (mailboxKey) for the acknowledgement `claimant` (its
   * outbox id): true when no other acknowledgement went to that mailbox within the window,
   * or when this same one holds it already (sent again after a crash); false when another
   * holds it. Throws when the record cannot be read or written.
   */
  claim(mailbox: string, claimant: string): Promise<boolean>;
  /**
   * Whether the mailbox of `mailbox` has an acknowledgement within the window: a look, not a
   * claim (an inquiry that would only be dropped later parks none; nothing is held).
   */
  isClaimed(mailbox: string): Promise<boolean>;
  /** Forgets the claims older than the window; how many (0 where they expire on their own). */
  prune(now?: number): Promise<number>;
  close(): Promise<void>;
}

const keyFile = '.key';
const keyBytes = 32;

/** A keyed hash of a mailbox: a listing, a log or a backup does not give the address away. */
export function mailboxDigest(key: Buffer, mailbox: string): string {
  return createHmac('sha256', key).update(mailboxKey(mailbox)).digest('hex');
}

/**
 * The record in one outbox, for a server without Redis: a file per mailbox in acknowledged/,
 * named by its keyed hash (HMAC-SHA-256 with a random key kept beside them, 0600), holding the
 * id of the acknowledgement that claimed it; its modification time is when. One process owns
 * the outbox (its lock), so claims are serialised in memory. A record an earlier version wrote
 * (empty: it claimed at storing time, for an acknowledgement parked since) is taken over once.
 */
export class AcknowledgedMailboxes implements AcknowledgementRecord {
  private key: Buffer | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly dir: string,
    readonly windowMs: number,
  ) {}

  async init(): Promise<void> {
    await mkdirPrivate(this.dir);
    const file = path.join(this.dir, keyFile);
    const existing = await readFile(file).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (existing?.length === keyBytes) {
      this.key = existing;
      return;
    }
    const key = randomBytes(keyBytes);
    await writeFileDurably(file, key);
    this.key = key;
  }

  private recordPath(mailbox: string): string {
    if (!this.key) throw new Error('AcknowledgedMailboxes used before init()');
    return path.join(this.dir, mailboxDigest(this.key, mailbox));
  }

  async isClaimed(mailbox: string, now = Date.now()): Promise<boolean> {
    const last = await stat(this.recordPath(mailbox)).then(
      (stats) => stats.mtimeMs,
      (error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      },
    );
    return last !== undefined && now - last < this.windowMs;
  }

  claim(mailbox: string, claimant: string, now = Date.now()): Promise<boolean> {
    const result = this.queue.then(async () => {
      const record = this.recordPath(mailbox);
      const last = await stat(record).then(
        (stats) => stats.mtimeMs,
        (error: unknown) => {
          if (isMissing(error)) return undefined;
          throw error;
        },
      );
      if (last !== undefined && now - last < this.windowMs) {
        const holder = await readFile(record, 'utf8');
        if (holder === claimant) return true;
        if (holder !== '') return false;
      }
      // Not fsynced: after a power cut a mailbox may get a second acknowledgement that day.
      await writeFile(record, claimant, { mode: privateFileMode });
      return true;
    });
    this.queue = result.catch(() => undefined);
    return result;
  }

  async prune(now = Date.now()): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.dir)) {
      if (name === keyFile) continue;
      const file = path.join(this.dir, name);
      try {
        if (now - (await stat(file)).mtimeMs >= this.windowMs) {
          await rm(file, { force: true });
          removed += 1;
        }
      } catch (error) {
        if (errorCode(error) !== 'ENOENT') throw error;
      }
    }
    return removed;
  }

  async close(): Promise<void> {
    await this.queue;
  }
}

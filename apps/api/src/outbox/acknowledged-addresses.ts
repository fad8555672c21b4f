import { createHmac, randomBytes } from 'node:crypto';
import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mkdirPrivate, privateFileMode, writeFileDurably } from '../fs/durable.js';
import { errorCode, isMissing } from '../errors/node-error.js';

const keyFile = '.key';
const keyBytes = 32;

/**
 * The same mailbox however it is written: case ignored, a "+tag" dropped (most providers
 * deliver ana+x@… to ana@…), so that variants of one address get one acknowledgement a day.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  const local = lower.slice(0, at).replace(/\+.*$/, '');
  return `${local}${lower.slice(at)}`;
}

/**
 * The addresses acknowledged in the last `windowMs` (siteConfig.retention.acknowledgedAddressDays),
 * so that each gets at most one acknowledgement in that time. Each is a file named by a keyed
 * hash (HMAC-SHA-256 with a random key kept beside them, 0600): a listing, a log or a backup
 * of the names does not give the addresses away, and a file's modification time is when the
 * address was last acknowledged. One process owns the outbox (its lock), so claims are
 * serialised in memory.
 */
export class AcknowledgedAddresses {
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

  private recordPath(address: string): string {
    if (!this.key) throw new Error('AcknowledgedAddresses used before init()');
    const hash = createHmac('sha256', this.key).update(mailboxOf(address)).digest('hex');
    return path.join(this.dir, hash);
  }

  /**
   * True when `address` was not acknowledged within the window: it is recorded as
   * acknowledged now, and the caller sends the acknowledgement. False: send none.
   */
  claim(address: string, now = Date.now()): Promise<boolean> {
    const result = this.queue.then(async () => {
      const record = this.recordPath(address);
      const last = await stat(record).then(
        (stats) => stats.mtimeMs,
        (error: unknown) => {
          if (isMissing(error)) return undefined;
          throw error;
        },
      );
      if (last !== undefined && now - last < this.windowMs) return false;
      // Not fsynced: after a power cut an address may get a second acknowledgement that day.
      await writeFile(record, '', { mode: privateFileMode });
      return true;
    });
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Forgets a claim whose message was not stored after all (the visitor may send again). */
  async release(address: string): Promise<void> {
    await rm(this.recordPath(address), { force: true });
  }

  /** Deletes the records older than the window; returns how many. */
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
}

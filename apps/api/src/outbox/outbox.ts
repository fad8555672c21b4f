import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { durableRename, fsyncPath, writeFileDurably } from '../fs/durable.js';
import type { Inquiry } from '../mail/compose.js';
import { OutboxUnavailableError } from '../outbox-unavailable.js';
import { lockOutbox } from './outbox-lock.js';

/** What the outbox keeps of an accepted submission (message.json inside its folder). */
export interface StoredMessage extends Omit<Inquiry, 'attachment'> {
  version: 1;
  remoteIp: string;
  /** The file itself is `attachment` next to message.json. */
  attachment?: Omit<NonNullable<Inquiry['attachment']>, 'path'>;
}

export type NewMessage = Omit<StoredMessage, 'version' | 'id' | 'messageId' | 'createdAt'>;

/** How delivery went so far (delivery.json next to message.json), for the worker and the CLI. */
export interface DeliveryState {
  attempts: number;
  lastError?: string;
  lastAttemptAt?: string;
  /** When an operator last moved the message back from failed/; the give-up clock restarts. */
  retriedAt?: string;
  failedAt?: string;
}

export const messageFile = 'message.json';
export const attachmentFile = 'attachment';
export const stateFile = 'delivery.json';
/** Written into a message's folder when the server accepted it but the folder could not be removed. */
export const deliveredMarker = 'delivered';

export type OutboxHealth = 'ready' | 'outbox-unwritable' | 'outbox-lock-lost';

/** How often an idle outbox proves it can still write (a full disk turns /readyz to 503). */
const probeEveryMs = 30_000;

/** When a message arrived (Date.now() time), read from its id (ids start with it in base 36). */
export function idTime(id: string): number {
  return Number.parseInt(id.split('-')[0] ?? '', 36);
}

async function subfolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * A folder per message under OUTBOX_DIR. A message is built in tmp/<id>/ (attachment and
 * message.json each fsynced), then the whole folder is renamed into pending/<id>/ and the
 * parent fsynced: pending/ only ever holds complete messages, even after a power cut.
 * A delivered message leaves pending/ by one rename too (into delivered/, then deleted), so a
 * crash half-way leaves nothing in pending/ to send again. Failed messages wait in failed/.
 *
 * Ownership, so that nothing is ever handled twice: the one server holding the lock owns
 * tmp/, pending/ and delivered/; failed/ belongs to the operator's CLI, which only ever moves a message
 * back into pending/ by one rename.
 */
export class Outbox {
  readonly tmpDir: string;
  readonly pendingDir: string;
  readonly failedDir: string;
  /** Delivered messages pass through here on their way to deletion. */
  readonly deliveredDir: string;
  readonly lockPath: string;
  private health: OutboxHealth = 'outbox-unwritable';
  private release: (() => Promise<void>) | undefined;
  private probeTimer: NodeJS.Timeout | undefined;
  private lastIdTime = 0;

  constructor(
    readonly root: string,
    private readonly messageIdDomain: string,
  ) {
    this.tmpDir = path.join(root, 'tmp');
    this.pendingDir = path.join(root, 'pending');
    this.failedDir = path.join(root, 'failed');
    this.deliveredDir = path.join(root, 'delivered');
    this.lockPath = path.join(root, 'lock');
  }

  /**
   * Takes the lock (throws a StartupError when another process holds it), clears tmp/ (what
   * a crash left there is never a complete message) and delivered/ (what a crash left there
   * was delivered already) and creates the folders.
   */
  async init(onLockLost: (error: Error) => void): Promise<void> {
    await mkdir(this.root, { recursive: true });
    this.release = await lockOutbox(this.root, this.lockPath, (error) => {
      this.health = 'outbox-lock-lost';
      this.release = undefined;
      onLockLost(error);
    });
    for (const dir of [this.tmpDir, this.deliveredDir]) {
      await rm(dir, { recursive: true, force: true });
    }
    for (const dir of [this.tmpDir, this.pendingDir, this.failedDir, this.deliveredDir]) {
      await mkdir(dir, { recursive: true });
    }
    await this.probe();
    this.probeTimer = setInterval(() => void this.probe(), probeEveryMs);
    this.probeTimer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.probeTimer);
    const release = this.release;
    this.release = undefined;
    await release?.().catch(() => undefined);
  }

  newId(): string {
    // Time first so a plain sort delivers in arrival order; random part makes it unique. The
    // time never repeats, so two messages stored in one millisecond keep their order too.
    const time = Math.max(Date.now(), this.lastIdTime + 1);
    this.lastIdTime = time;
    return `${time.toString(36).padStart(9, '0')}-${randomBytes(8).toString('hex')}`;
  }

  /** A path in tmp/ for an upload being received. */
  uploadPath(): string {
    return path.join(this.tmpDir, `upload-${randomBytes(12).toString('hex')}`);
  }

  /** Stores a message durably; resolves only once it is safely in pending/. */
  async store(input: NewMessage, uploadedFile?: string): Promise<StoredMessage> {
    const id = this.newId();
    const stored: StoredMessage = {
      version: 1,
      id,
      messageId: `<${id}@${this.messageIdDomain}>`,
      createdAt: new Date().toISOString(),
      ...input,
    };
    const work = path.join(this.tmpDir, id);
    try {
      if (this.health === 'outbox-lock-lost') throw new Error('the outbox lock was lost');
      await mkdir(work);
      if (uploadedFile) {
        const target = path.join(work, attachmentFile);
        await rename(uploadedFile, target);
        await fsyncPath(target);
      }
      const handle = await open(path.join(work, messageFile), 'wx');
      try {
        await handle.writeFile(JSON.stringify(stored, null, 2));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fsyncPath(work);
      await durableRename(work, path.join(this.pendingDir, id));
      this.markWritable(true);
      return stored;
    } catch (error) {
      this.markWritable(false);
      await rm(work, { recursive: true, force: true }).catch(() => undefined);
      if (uploadedFile) await rm(uploadedFile, { force: true }).catch(() => undefined);
      throw new OutboxUnavailableError('the outbox could not store the message', {
        cause: error,
      });
    }
  }

  /** Ids of pending messages, oldest first. */
  pendingIds(): Promise<string[]> {
    return subfolders(this.pendingDir);
  }

  /** Ids of failed messages, oldest first. */
  failedIds(): Promise<string[]> {
    return subfolders(this.failedDir);
  }

  pendingPath(id: string): string {
    return path.join(this.pendingDir, id);
  }

  async read(id: string, dir = this.pendingDir): Promise<StoredMessage> {
    const text = await readFile(path.join(dir, id, messageFile), 'utf8');
    return JSON.parse(text) as StoredMessage;
  }

  /** The delivery state of a message; a message never tried yet has none on disk. */
  async state(id: string, dir = this.pendingDir): Promise<DeliveryState> {
    try {
      return JSON.parse(await readFile(path.join(dir, id, stateFile), 'utf8')) as DeliveryState;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { attempts: 0 };
      throw error;
    }
  }

  async saveState(id: string, state: DeliveryState): Promise<void> {
    await writeFileDurably(path.join(this.pendingDir, id, stateFile), JSON.stringify(state));
  }

  /** True when the server accepted the message but its folder could not be taken away. */
  async wasDelivered(id: string): Promise<boolean> {
    return stat(path.join(this.pendingDir, id, deliveredMarker)).then(
      () => true,
      () => false,
    );
  }

  /**
   * Takes a delivered message out of pending/ with one rename (then deletes it):
   * a crash at any point leaves it either fully in pending/ or out of it. If even the
   * rename fails, a marker in its folder keeps it from being sent again after a restart.
   */
  async remove(id: string): Promise<void> {
    const from = this.pendingPath(id);
    const to = path.join(this.deliveredDir, id);
    try {
      await durableRename(from, to);
    } catch (error) {
      await writeFile(path.join(from, deliveredMarker), new Date().toISOString()).catch(
        () => undefined,
      );
      throw error;
    }
    await rm(to, { recursive: true, force: true });
  }

  /** Moves a message that will not be delivered aside, for an operator to look at. */
  async fail(id: string, state: DeliveryState): Promise<string> {
    const target = path.join(this.failedDir, id);
    await this.saveState(id, state).catch(() => undefined);
    await durableRename(this.pendingPath(id), target);
    return target;
  }

  /**
   * Sends a failed message again: the CLI's one move, safe while the server runs. It
   * touches only failed/<id> (which the worker never does), notes the retry there, then
   * hands the folder over with one rename into pending/, where the worker finds it on its
   * next look. The give-up clock restarts from now.
   */
  async retry(id: string): Promise<void> {
    const folder = path.join(this.failedDir, id);
    const state = await this.state(id, this.failedDir);
    delete state.failedAt;
    state.retriedAt = new Date().toISOString();
    await writeFileDurably(path.join(folder, stateFile), JSON.stringify(state));
    await durableRename(folder, this.pendingPath(id));
  }

  /** Readiness, cheap enough to poll: no write per call (see probe). */
  async status(): Promise<{ status: OutboxHealth; pending: number; failed: number }> {
    const count = (dir: string) =>
      subfolders(dir).then(
        (ids) => ids.length,
        () => 0,
      );
    return {
      status: this.health,
      pending: await count(this.pendingDir),
      failed: await count(this.failedDir),
    };
  }

  private markWritable(writable: boolean): void {
    if (this.health === 'outbox-lock-lost') return;
    this.health = writable ? 'ready' : 'outbox-unwritable';
  }

  /**
   * One small real write into OUTBOX_DIR (all its folders live on one filesystem, or renames
   * between them would fail). access() says yes to root even where a write would fail, and
   * a full disk still lets empty files be created: hence a few KiB of real data.
   */
  async probe(): Promise<void> {
    const file = path.join(this.root, `.probe-${randomBytes(6).toString('hex')}`);
    try {
      for (const dir of [this.pendingDir, this.failedDir]) {
        if (!(await stat(dir)).isDirectory()) throw new Error(`${dir} is not a folder`);
      }
      await writeFile(file, Buffer.alloc(4096), { flag: 'wx' });
      this.markWritable(true);
    } catch {
      this.markWritable(false);
    } finally {
      await rm(file, { force: true }).catch(() => undefined);
    }
  }
}

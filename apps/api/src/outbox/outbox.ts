import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import {
  chmod,
  copyFile,
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import {
  durableRename,
  fsyncPath,
  mkdirPrivate,
  narrowFolder,
  privateFileMode,
  privateFolderMode,
  writeFileDurably,
  writeNewFile,
} from '../fs/durable.js';
import { isMissing, errorMessage } from '../errors/node-error.js';
import { OutboxUnavailableError } from '../errors/outbox-unavailable.js';
import { AcknowledgedAddresses } from './acknowledged-addresses.js';
import { defaultLockStaleMs, lockOutbox } from './outbox-lock.js';
import { retentionMs } from './retention-periods.js';
import {
  deliveryStateSchema,
  heldAttachmentSchema,
  parseStored,
  storedAcknowledgementSchema,
  storedMessageSchema,
  type DeliveryState,
  type HeldAttachment,
  type StoredAcknowledgement,
  type StoredInquiry,
  type StoredMessage,
} from './stored-message.js';

export type {
  DeliveryState,
  HeldAttachment,
  StoredAcknowledgement,
  StoredInquiry,
  StoredMessage,
} from './stored-message.js';

/** What the contact form hands over: an inquiry before the outbox gives it an id. */
export type NewMessage = Omit<StoredInquiry, 'version' | 'type' | 'id' | 'messageId' | 'createdAt'>;

export const messageFile = 'message.json';
export const attachmentFile = 'attachment';
export const stateFile = 'delivery.json';
/** In held/<id>/: what the held attachment is (its file is `attachment` beside it). */
export const heldRecordFile = 'held.json';
/** Inside an inquiry's folder: its acknowledgement, waiting for the staff mail to be accepted. */
export const parkedAcknowledgement = 'acknowledgement';
/** Written into a message's folder once the server accepted it, before anything else is done. */
export const deliveredMarker = 'delivered';

export type OutboxHealth = 'ready' | 'outbox-unwritable' | 'outbox-lock-lost';

/** How often an idle outbox proves it can still write (a full disk turns /readyz to 503). */
const probeEveryMs = 30_000;

/** When a message arrived (Date.now() time), read from its id (ids start with it in base 36). */
export function idTime(id: string): number {
  return Number.parseInt(id.split('-')[0] ?? '', 36);
}

/** The acknowledgement's id: its inquiry's, so it sorts (and is delivered) right after it. */
export function acknowledgementId(inquiryId: string): string {
  return `${inquiryId}-ack`;
}

async function subfolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

async function exists(target: string): Promise<boolean> {
  return stat(target).then(
    () => true,
    (error: unknown) => {
      if (isMissing(error)) return false;
      throw error;
    },
  );
}

export interface OutboxOptions {
  /** OUTBOX_LOCK_STALE_MS: how long a dead holder's lock keeps a new process waiting. */
  lockStaleMs?: number;
  /** ACKNOWLEDGE_VISITORS: park an acknowledgement in each inquiry, one per address a day. */
  acknowledge?: boolean;
  /** Told when the acknowledged addresses cannot be read or written: that visitor gets none. */
  onAcknowledgementError?: (error: unknown) => void;
}

/**
 * A folder per message under OUTBOX_DIR. A message is built in tmp/<id>/ (attachment and
 * message.json each fsynced), then the whole folder is renamed into pending/<id>/ and the
 * parent fsynced: pending/ only ever holds complete messages, even after a power cut.
 * A delivered message leaves pending/ by one rename too (into delivered/, then deleted), so a
 * crash half-way leaves nothing in pending/ to send again. Failed messages wait in failed/.
 *
 * An inquiry may carry its visitor's acknowledgement, parked in its folder: once the staff
 * mail is accepted, a `delivered` marker is written, then the acknowledgement leaves by one
 * rename to become a message of its own (pending/<id>-ack/): after a crash it is released
 * once, and the staff mail is not sent again. An attachment too large for the mail server
 * moves to held/<id>/ (with held.json), where an operator collects it with the CLI.
 *
 * Ownership, so that nothing is ever handled twice: the one server holding the lock owns
 * tmp/, pending/, delivered/ and acknowledged/; failed/ and held/ belong to the operator's
 * CLI, which moves a message back into pending/ or a held attachment out by one rename, and
 * the server only deletes from them what has expired, by one rename into trash/ too.
 * Folders are 0700 and files 0600: they hold visitors' messages and CVs.
 */
export class Outbox {
  readonly tmpDir: string;
  readonly pendingDir: string;
  readonly failedDir: string;
  /** Delivered messages pass through here on their way to deletion. */
  readonly deliveredDir: string;
  /** Attachments too large for the mail server, until collected or expired. */
  readonly heldDir: string;
  /** Whatever is being deleted (expired, collected) passes through here, one rename in. */
  readonly trashDir: string;
  readonly lockPath: string;
  /** The addresses acknowledged lately (keyed hashes), in acknowledged/. */
  readonly acknowledged: AcknowledgedAddresses;
  private health: OutboxHealth = 'outbox-unwritable';
  private release: (() => Promise<void>) | undefined;
  private probeTimer: NodeJS.Timeout | undefined;
  private lastIdTime = 0;

  constructor(
    readonly root: string,
    private readonly messageIdDomain: string,
    private readonly options: OutboxOptions = {},
  ) {
    this.tmpDir = path.join(root, 'tmp');
    this.pendingDir = path.join(root, 'pending');
    this.failedDir = path.join(root, 'failed');
    this.deliveredDir = path.join(root, 'delivered');
    this.heldDir = path.join(root, 'held');
    this.trashDir = path.join(root, 'trash');
    this.lockPath = path.join(root, 'lock');
    this.acknowledged = new AcknowledgedAddresses(
      path.join(root, 'acknowledged'),
      retentionMs.acknowledgedAddress,
    );
  }

  /**
   * Takes the lock (throws a StartupError when another process holds it), clears tmp/ (what
   * a crash left there is never a complete message), delivered/ (what a crash left there
   * was delivered already) and trash/, and creates the folders, owner-only (also those an
   * older version created open to everyone).
   */
  async init(onLockLost: (error: Error) => void): Promise<void> {
    await mkdirPrivate(this.root);
    await narrowFolder(this.root);
    this.release = await lockOutbox(
      this.root,
      this.lockPath,
      (error) => {
        this.health = 'outbox-lock-lost';
        this.release = undefined;
        onLockLost(error);
      },
      this.options.lockStaleMs ?? defaultLockStaleMs,
    );
    // proper-lockfile makes its folder with the default mode; it holds nothing, but is ours.
    await narrowFolder(this.lockPath);
    for (const dir of [this.tmpDir, this.deliveredDir, this.trashDir]) {
      await rm(dir, { recursive: true, force: true });
    }
    for (const dir of [
      this.tmpDir,
      this.pendingDir,
      this.failedDir,
      this.deliveredDir,
      this.heldDir,
      this.trashDir,
    ]) {
      await mkdirPrivate(dir);
      await narrowFolder(dir);
    }
    await this.acknowledged.init();
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

  /**
   * Stores an inquiry durably, with its acknowledgement parked inside when visitors are
   * acknowledged and this address was not in the last day; resolves only once it is safely
   * in pending/.
   */
  async store(input: NewMessage, uploadedFile?: string): Promise<StoredInquiry> {
    const id = this.newId();
    const stored: StoredInquiry = {
      version: 1,
      type: 'inquiry',
      id,
      messageId: `<${id}@${this.messageIdDomain}>`,
      createdAt: new Date().toISOString(),
      ...input,
    };
    const work = path.join(this.tmpDir, id);
    let claimed = false;
    try {
      if (this.health === 'outbox-lock-lost') throw new Error('the outbox lock was lost');
      claimed = await this.claimAcknowledgement(input.email);
      await mkdir(work, { mode: privateFolderMode });
      if (uploadedFile) {
        const target = path.join(work, attachmentFile);
        await rename(uploadedFile, target);
        await chmod(target, privateFileMode);
        await fsyncPath(target);
      }
      await writeNewFile(path.join(work, messageFile), JSON.stringify(stored, null, 2));
      if (claimed) {
        const parked = path.join(work, parkedAcknowledgement);
        await mkdir(parked, { mode: privateFolderMode });
        await writeNewFile(
          path.join(parked, messageFile),
          JSON.stringify(this.acknowledgementOf(stored), null, 2),
        );
        await fsyncPath(parked);
      }
      await fsyncPath(work);
      await durableRename(work, path.join(this.pendingDir, id));
      this.markWritable(true);
      return stored;
    } catch (error) {
      this.markWritable(false);
      await rm(work, { recursive: true, force: true }).catch(() => undefined);
      if (uploadedFile) await rm(uploadedFile, { force: true }).catch(() => undefined);
      if (claimed) await this.acknowledged.release(input.email).catch(() => undefined);
      throw new OutboxUnavailableError('the outbox could not store the message', {
        cause: error,
      });
    }
  }

  /** Whether this inquiry gets an acknowledgement; a failure here never fails the inquiry. */
  private async claimAcknowledgement(email: string): Promise<boolean> {
    if (!this.options.acknowledge) return false;
    try {
      return await this.acknowledged.claim(email);
    } catch (error) {
      this.options.onAcknowledgementError?.(error);
      return false;
    }
  }

  private acknowledgementOf(inquiry: StoredInquiry): StoredAcknowledgement {
    const id = acknowledgementId(inquiry.id);
    return {
      version: 1,
      type: 'acknowledgement',
      id,
      messageId: `<${id}@${this.messageIdDomain}>`,
      createdAt: inquiry.createdAt,
      lang: inquiry.lang,
      kind: inquiry.kind,
      email: inquiry.email,
      reference: inquiry.id,
    };
  }

  /** Ids of pending messages, oldest first (an acknowledgement right after its inquiry). */
  pendingIds(): Promise<string[]> {
    return subfolders(this.pendingDir);
  }

  /** Ids of failed messages, oldest first. */
  failedIds(): Promise<string[]> {
    return subfolders(this.failedDir);
  }

  /** Ids of held attachments, oldest first. */
  heldIds(): Promise<string[]> {
    return subfolders(this.heldDir);
  }

  pendingPath(id: string): string {
    return path.join(this.pendingDir, id);
  }

  /** message.json of a message, checked against its schema. */
  async read(id: string, dir = this.pendingDir): Promise<StoredMessage> {
    const file = path.join(dir, id, messageFile);
    const stored = parseStored(storedMessageSchema, await readFile(file, 'utf8'), messageFile);
    if (stored.id !== id) throw new Error(`${messageFile} names ${stored.id}, not ${id}`);
    return stored;
  }

  /** The delivery state of a message; a message never tried yet has none on disk. */
  async state(id: string, dir = this.pendingDir): Promise<DeliveryState> {
    let text: string;
    try {
      text = await readFile(path.join(dir, id, stateFile), 'utf8');
    } catch (error) {
      if (isMissing(error)) return { attempts: 0 };
      throw error;
    }
    return parseStored(deliveryStateSchema, text, stateFile);
  }

  async saveState(id: string, state: DeliveryState): Promise<void> {
    await writeFileDurably(path.join(this.pendingDir, id, stateFile), JSON.stringify(state));
  }

  /** True when the server accepted the message but it could not be finished off yet. */
  async wasDelivered(id: string): Promise<boolean> {
    return exists(path.join(this.pendingDir, id, deliveredMarker));
  }

  /** True while an inquiry's acknowledgement waits in its folder for the staff mail. */
  async hasParkedAcknowledgement(id: string): Promise<boolean> {
    return exists(path.join(this.pendingDir, id, parkedAcknowledgement));
  }

  /** Records durably that the server accepted the message: it is never sent again. */
  async markDelivered(id: string): Promise<void> {
    await writeFileDurably(
      path.join(this.pendingDir, id, deliveredMarker),
      new Date().toISOString(),
    );
  }

  /**
   * Turns a delivered inquiry's parked acknowledgement into a pending message, by one
   * rename: done at most once, whatever crash comes between. Call after markDelivered.
   */
  async releaseAcknowledgement(id: string): Promise<void> {
    const parked = path.join(this.pendingDir, id, parkedAcknowledgement);
    if (!(await exists(parked))) return;
    let ackId: string;
    try {
      ackId = parseStored(
        storedAcknowledgementSchema,
        await readFile(path.join(parked, messageFile), 'utf8'),
        `${parkedAcknowledgement}/${messageFile}`,
      ).id;
    } catch (error) {
      // It can never be sent, and must not hold its delivered inquiry in pending/: aside it
      // goes, with the reason, for an operator to look at.
      const failed: DeliveryState = {
        attempts: 0,
        lastError: `the acknowledgement cannot be read: ${errorMessage(error)}`,
        failedAt: new Date().toISOString(),
      };
      await writeFileDurably(path.join(parked, stateFile), JSON.stringify(failed));
      await durableRename(parked, path.join(this.failedDir, `${id}-ack`));
      return;
    }
    await durableRename(parked, this.pendingPath(ackId));
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
      await writeFile(path.join(from, deliveredMarker), new Date().toISOString(), {
        mode: privateFileMode,
      }).catch(() => undefined);
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
    // A damaged delivery.json is not a reason to keep the message: its attempts start again.
    const state = await this.state(id, this.failedDir).catch((): DeliveryState => ({
      attempts: 0,
    }));
    delete state.failedAt;
    state.retriedAt = new Date().toISOString();
    await writeFileDurably(path.join(folder, stateFile), JSON.stringify(state));
    await durableRename(folder, this.pendingPath(id));
  }

  /** Where a held attachment's file is kept. */
  heldFile(id: string): string {
    return path.join(this.heldDir, id, attachmentFile);
  }

  /**
   * Moves a pending inquiry's attachment to held/<id>/ (with held.json saying what it is).
   * Done again after a crash half-way: the record is written once, the file moved once.
   */
  async holdAttachment(
    inquiry: StoredInquiry,
    held: NonNullable<DeliveryState['attachmentHeld']>,
  ): Promise<void> {
    const { attachment } = inquiry;
    if (!attachment) return;
    const folder = path.join(this.heldDir, inquiry.id);
    await mkdirPrivate(folder);
    const record = path.join(folder, heldRecordFile);
    if (!(await exists(record))) {
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
    const source = path.join(this.pendingPath(inquiry.id), attachmentFile);
    if (await exists(source)) await durableRename(source, this.heldFile(inquiry.id));
  }

  /** held/<id>/held.json, checked against its schema. */
  async readHeld(id: string): Promise<HeldAttachment> {
    const file = path.join(this.heldDir, id, heldRecordFile);
    return parseStored(heldAttachmentSchema, await readFile(file, 'utf8'), heldRecordFile);
  }

  /**
   * Copies a held attachment to `targetDir` under its file name (never over an existing
   * file), fsynced; then, unless `keep`, deletes it from the server (collected). Returns the
   * copy's path. The CLI's move: safe while the server runs.
   */
  async exportHeld(id: string, targetDir: string, keep: boolean): Promise<string> {
    const record = await this.readHeld(id);
    const target = path.join(targetDir, path.basename(record.fileName));
    await copyFile(this.heldFile(id), target, constants.COPYFILE_EXCL);
    await fsyncPath(target);
    if (!keep) await this.discard(this.heldDir, id);
    return target;
  }

  /**
   * Deletes dir/<name> by one rename into trash/, then removes it there: whoever renames
   * first (the server pruning, the CLI collecting or retrying) wins, the other finds nothing.
   * False when it was already gone.
   */
  async discard(dir: string, name: string): Promise<boolean> {
    const bin = path.join(this.trashDir, `${name}.${randomBytes(4).toString('hex')}`);
    try {
      await mkdirPrivate(this.trashDir);
      await rename(path.join(dir, name), bin);
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    await rm(bin, { recursive: true, force: true });
    return true;
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
      await writeFile(file, Buffer.alloc(4096), { flag: 'wx', mode: privateFileMode });
      this.markWritable(true);
    } catch {
      this.markWritable(false);
    } finally {
      await rm(file, { force: true }).catch(() => undefined);
    }
  }
}

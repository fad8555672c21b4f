import path from 'node:path';
import { OutboxUnavailableError } from './outbox-unavailable.js';
import { mkdirPrivate, narrowFolder } from '../fs/durable.js';
import type { AcknowledgementRecord } from './acknowledged-mailboxes.js';
import { markDelivered, removeDelivered, wasDelivered } from './delivered-messages.js';
import { moveToFailed, retryFailed } from './failed-messages.js';
import { exportHeld, holdAttachment, readHeld } from './held-attachments.js';
import { readMessage, readState, writeState } from './message-files.js';
import { HealthState, probeWrite, type OutboxHealth } from './outbox-health.js';
import { IdClock, uploadName } from './outbox-ids.js';
import { lockOutbox } from './outbox-lock.js';
import { OutboxFolders, prepareFolders, subfolders } from './outbox-folders.js';
import {
  acknowledgementOf,
  hasParkedAcknowledgement,
  releaseAcknowledgement,
} from './parked-acknowledgements.js';
import {
  messageRoomBytes,
  StorageBudget,
  type Reservation,
  type StorageFigures,
  type StorageLimits,
} from './storage-budget.js';
import { storeInquiry } from './store-inquiry.js';
import type {
  DeliveryState,
  HeldAttachment,
  StoredInquiry,
  StoredMessage,
} from './stored-message.js';
import { discard } from './discard.js';
import { defaultLockStaleMs } from '../config/outbox-lock-timing.js';

export type { OutboxHealth } from './outbox-health.js';

/** What the contact form hands over: an inquiry before the outbox gives it an id. */
export type NewMessage = Omit<StoredInquiry, 'version' | 'type' | 'id' | 'messageId' | 'createdAt'>;

/** How often an idle outbox proves it can still write (a full disk turns /readyz to 503). */
const probeEveryMs = 30_000;
/** While a write has failed, /readyz tries one again at most this often, to see it recover. */
const reprobeUnwritableMs = 1_000;

export interface OutboxOptions {
  /** OUTBOX_LOCK_STALE_MS: how long a dead holder's lock keeps a new process waiting. */
  lockStaleMs?: number;
  /**
   * ACKNOWLEDGE_VISITORS: park an acknowledgement in each inquiry whose mailbox has had none
   * within the day (the worker claims the mailbox just before sending it, so a second one
   * parked meanwhile is dropped then; acknowledged-mailboxes.ts).
   */
  acknowledge?: Pick<AcknowledgementRecord, 'isClaimed'>;
  /** The caps and the disk reserve (the server's); without them (the CLI) nothing is capped. */
  storage?: StorageLimits;
}

/** What /readyz shows of the outbox. */
export interface OutboxStatus {
  status: OutboxHealth;
  pending: number;
  failed: number;
  storage: StorageFigures;
}

/**
 * The durable outbox in OUTBOX_DIR, as the server, its worker and the CLI use it: a folder per
 * message (outbox-folders.ts), written whole before it appears in pending/
 * (store-inquiry.ts), sent by the worker and finished off by one rename
 * (delivered-messages.ts), set aside in failed/ and sent again from there
 * (failed-messages.ts); an inquiry's acknowledgement waits in its folder until the staff mail
 * is accepted (parked-acknowledgements.ts); an attachment too large for the mail server waits
 * in held/ (held-attachments.ts); deletions pass through trash/ (discard.ts).
 *
 * Ownership, so that nothing is ever handled twice: the one server holding the lock
 * (outbox-lock.ts) owns tmp/, pending/, delivered/ and acknowledged/; failed/ and held/ belong
 * to the operator's CLI, which moves a message back into pending/ or a held attachment out by
 * one rename, and the server only deletes from them what has expired, by one rename into
 * trash/ too. Folders are 0700 and files 0600: they hold visitors' messages and CVs.
 */
export class Outbox extends OutboxFolders {
  /** Keeps what the outbox holds within OUTBOX_MAX_BYTES and the disk's reserve. */
  readonly storage: StorageBudget;
  private readonly health = new HealthState();
  private lastProbeAt = 0;
  private readonly ids = new IdClock();
  private release: (() => Promise<void>) | undefined;
  private probeTimer: NodeJS.Timeout | undefined;

  constructor(
    root: string,
    private readonly messageIdDomain: string,
    private readonly options: OutboxOptions = {},
  ) {
    super(root);
    this.storage = new StorageBudget(this, options.storage, () => this.health.writable(false));
  }

  /**
   * Takes the lock (throws a StartupError when another process holds it), then prepares the
   * folders (prepareFolders) and starts proving every 30 s that the outbox can still write.
   */
  async init(onLockLost: (error: Error) => void): Promise<void> {
    await mkdirPrivate(this.root);
    await narrowFolder(this.root);
    this.release = await lockOutbox(
      this.root,
      this.lockPath,
      (error) => {
        this.health.lockLost();
        this.release = undefined;
        onLockLost(error);
      },
      this.options.lockStaleMs ?? defaultLockStaleMs,
    );
    // proper-lockfile makes its folder with the default mode; it holds nothing, but is ours.
    await narrowFolder(this.lockPath);
    await prepareFolders(this);
    await this.storage.count();
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
    return this.ids.next();
  }

  /** A path in tmp/ for an upload being received. */
  uploadPath(): string {
    return path.join(this.tmpDir, uploadName());
  }

  /**
   * Stores an inquiry durably, with its acknowledgement parked inside when visitors are
   * acknowledged (whether it goes is decided when it is sent); resolves only once it is safely
   * in pending/. Throws OutboxUnavailableError when there is no room for it (storage-budget.ts)
   * or it could not be written; nothing of it then stays. `reservation` is the room its
   * upload took; stored, the message holds it.
   */
  async store(
    input: NewMessage,
    uploadedFile?: string,
    reservation?: Reservation,
  ): Promise<StoredInquiry> {
    const id = this.newId();
    const stored: StoredInquiry = {
      version: 1,
      type: 'inquiry',
      id,
      messageId: `<${id}@${this.messageIdDomain}>`,
      createdAt: new Date().toISOString(),
      ...input,
    };
    if (this.health.value === 'outbox-lock-lost') {
      throw new OutboxUnavailableError('the outbox lock was lost');
    }
    const messageBytes = Buffer.byteLength(JSON.stringify(stored)) + messageRoomBytes / 16;
    const noRoom = await this.storage.admitMessage(messageBytes).catch((error: unknown) => {
      throw new OutboxUnavailableError('the outbox cannot be measured', { cause: error });
    });
    if (noRoom) throw new OutboxUnavailableError(`no room in the outbox for a message: ${noRoom}`);
    const acknowledgement = (await this.parksAcknowledgement(input.email))
      ? acknowledgementOf(stored, this.messageIdDomain)
      : undefined;
    try {
      await storeInquiry(this, stored, uploadedFile, acknowledgement);
      this.health.writable(true);
    } catch (error) {
      this.health.writable(false);
      reservation?.release();
      throw new OutboxUnavailableError('the outbox could not store the message', {
        cause: error,
      });
    }
    const attachmentBytes = input.attachment?.size ?? 0;
    if (reservation) reservation.settle(id, messageBytes, attachmentBytes);
    else this.storage.recordStored(input.remoteIp, messageBytes + attachmentBytes);
    return stored;
  }

  /**
   * Whether an inquiry from `email` parks an acknowledgement: when visitors are acknowledged
   * and its mailbox has had none within the day. A record that cannot be read parks one (the
   * worker's claim decides, when it can).
   */
  private async parksAcknowledgement(email: string): Promise<boolean> {
    const record = this.options.acknowledge;
    if (!record) return false;
    return !(await record.isClaimed(email).catch(() => false));
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

  /** message.json of a message, checked against its schema. */
  read(id: string, dir = this.pendingDir): Promise<StoredMessage> {
    return readMessage(dir, id);
  }

  /** The delivery state of a message; a message never tried yet has none on disk. */
  state(id: string, dir = this.pendingDir): Promise<DeliveryState> {
    return readState(dir, id);
  }

  saveState(id: string, state: DeliveryState): Promise<void> {
    return writeState(this.pendingPath(id), state);
  }

  wasDelivered(id: string): Promise<boolean> {
    return wasDelivered(this, id);
  }

  hasParkedAcknowledgement(id: string): Promise<boolean> {
    return hasParkedAcknowledgement(this, id);
  }

  markDelivered(id: string): Promise<void> {
    return markDelivered(this, id);
  }

  releaseAcknowledgement(id: string): Promise<void> {
    return releaseAcknowledgement(this, id);
  }

  remove(id: string): Promise<void> {
    return removeDelivered(this, id);
  }

  fail(id: string, state: DeliveryState): Promise<string> {
    return moveToFailed(this, id, state);
  }

  retry(id: string): Promise<void> {
    return retryFailed(this, id);
  }

  /** Moves an inquiry's attachment to held/ (again after a crash half-way: once). */
  async holdAttachment(
    inquiry: StoredInquiry,
    held: NonNullable<DeliveryState['attachmentHeld']>,
  ): Promise<void> {
    if (await holdAttachment(this, inquiry, held)) {
      this.storage.recordHeld(inquiry.id, inquiry.attachment?.size ?? 0);
    }
  }

  readHeld(id: string): Promise<HeldAttachment> {
    return readHeld(this, id);
  }

  exportHeld(id: string, targetDir: string, keep: boolean): Promise<string> {
    return exportHeld(this, id, targetDir, keep);
  }

  discard(dir: string, name: string): Promise<boolean> {
    return discard(this, dir, name);
  }

  /**
   * Readiness, cheap enough to poll: a statfs, two directory reads, no write per call (see
   * probe) except once a second while a write has failed, to see the disk recover.
   */
  async status(): Promise<OutboxStatus> {
    const count = (dir: string) =>
      subfolders(dir).then(
        (ids) => ids.length,
        () => 0,
      );
    if (
      this.health.value === 'outbox-unwritable' &&
      Date.now() - this.lastProbeAt > reprobeUnwritableMs
    ) {
      await this.probe();
    }
    const storage = await this.storage.figures();
    return {
      status: this.readiness(storage),
      pending: await count(this.pendingDir),
      failed: await count(this.failedDir),
      storage,
    };
  }

  private readiness(storage: StorageFigures): OutboxHealth {
    const written = this.health.value;
    if (written !== 'ready') return written;
    if (storage.freeBytes < storage.reserveBytes) return 'disk-reserve-reached';
    if (storage.maxBytes - storage.storedBytes < messageRoomBytes) return 'outbox-full';
    return 'ready';
  }

  /** Proves the outbox can still write (outbox-health.ts); /readyz reports what it found. */
  async probe(): Promise<void> {
    this.lastProbeAt = Date.now();
    this.health.writable(await probeWrite(this));
  }
}

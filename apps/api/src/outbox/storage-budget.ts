import { statfs } from 'node:fs/promises';
import { visitorKey } from '../net/visitor-key.js';
import type { OutboxFolders } from './outbox-folders.js';
import { countStored, pendingIds, type StoredBytes } from './storage-count.js';

/**
 * What the outbox may hold (OUTBOX_MAX_BYTES, OUTBOX_ADDRESS_BYTES_PER_DAY,
 * OUTBOX_DISK_RESERVE_BYTES, OUTBOX_HELD_MAX_BYTES), and the largest mail that leaves when
 * known beforehand (MAIL_MAX_BYTES).
 */
export interface StorageLimits {
  maxBytes: number;
  visitorBytesPerDay: number;
  reserveBytes: number;
  heldMaxBytes: number;
  mailMaxBytes?: number | undefined;
}

/**
 * Why there is no room: the disk is down to its reserve, the outbox is at its cap, the
 * attachments' or the held attachments' share is full, or the visitor is at its day's.
 */
export type NoRoom =
  'disk-reserve' | 'outbox-full' | 'attachments-full' | 'held-full' | 'visitor-day';

/** The figures /readyz and /metrics show. */
export interface StorageFigures {
  /** What the outbox holds and has promised to uploads being received. */
  storedBytes: number;
  maxBytes: number;
  /** Free on the outbox's filesystem (for an unprivileged writer). */
  freeBytes: number;
  reserveBytes: number;
  /** What can still be taken by messages: below the cap, and above the reserve. */
  roomBytes: number;
  /** What attachments of messages not yet delivered may still take. */
  attachmentRoomBytes: number;
  /** What attachments held on the server take, and may take. */
  heldBytes: number;
  heldMaxBytes: number;
}

const day = 24 * 60 * 60 * 1000;
/** How stale the count of what the outbox holds may get (delivery and retention shrink it). */
const recountEveryMs = 60_000;
/** Before refusing for a cap, a count older than this is made again. */
const recountBeforeRefusalMs = 1_000;
/** Visitors remembered for their day's bytes; beyond, the oldest are forgotten first. */
const maxVisitors = 100_000;
/** A message without a file (its JSON and its acknowledgement's) fits in this, and more. */
export const messageRoomBytes = 64 * 1024;
/**
 * The part of OUTBOX_MAX_BYTES attachments never take, so that messages without a file always
 * fit: 256 MiB of the default 2 GiB, thousands of messages at their 64 KiB bound.
 */
export const textShare = 1 / 8;
/** What a staff mail carries besides its attachment, at most: the texts, headers, MIME parts. */
const mailTextBytes = 256 * 1024;

/**
 * The size a mail with an attachment of `size` bytes reaches at most: the file in base64, in
 * lines of 76 characters and a line break, and the rest of the mail.
 */
export function mailBytesFor(size: number): number {
  return Math.ceil(size / 57) * 78 + mailTextBytes;
}

/**
 * Room taken for one upload before its first byte is written: `bytes` (its bound) counted
 * against the attachments' share and its visitor until it is stored (settle) or given up
 * (release).
 */
export interface Reservation {
  readonly bytes: number;
  /**
   * The upload is read, `size` bytes: when its mail would be larger than the mail server
   * takes, room in the held attachments' share is claimed for it now; 'held-full' when there is
   * none (the file cannot be kept).
   */
  claimHeld(size: number): 'held-full' | undefined;
  /** Stored as message `id`: the outbox now holds `text` and `attachment` bytes for it instead. */
  settle(id: string, text: number, attachment: number): void;
  /** Not stored (refused, abandoned): its room is free again. */
  release(): void;
  /** Writing it failed (a full disk, EIO): released, and the outbox is not ready until it writes again. */
  writeFailed(): void;
}

/**
 * Keeps the outbox within its limits, in shares, so that no set of senders can leave a new
 * visitor's message without room:
 *  - messages' own files may take all of OUTBOX_MAX_BYTES; attachments never take its last
 *    eighth (`textShare`), so a message without a file always fits;
 *  - attachments held on the server (too large for the mail server, kept up to 30 days) take
 *    at most OUTBOX_HELD_MAX_BYTES;
 *  - attachments of messages not yet delivered, and uploads being received, take the rest.
 * Plus a cap per visitor per day (visitorKey: an IPv6 /64 is one), and free space left on the
 * filesystem. An upload takes its room before its first byte is written (reserve), so that
 * uploads received at once cannot together pass a limit; one whose mail will be too large for
 * the mail server (MAIL_MAX_BYTES, or the limit the server last gave) claims room in the held
 * share as soon as its size is known, so that holding it later never needs room that is not
 * there; a message takes its own room when it is stored (admitMessage). What the outbox holds
 * is counted from its folders at start and recounted when a minute old (delivery and retention
 * shrink it meanwhile), and before any refusal for a cap; the per-visitor bytes, the held
 * claims and a limit learned from the mail server live in memory (a restart forgets them).
 */
export class StorageBudget {
  private stored: StoredBytes = { text: 0, attachments: 0, held: 0 };
  private countedAt = Number.NEGATIVE_INFINITY;
  private counting: Promise<void> | undefined;
  private addedSinceCount: StoredBytes = { text: 0, attachments: 0, held: 0 };
  /** Uploads being received: their bounds. */
  private reserved = 0;
  /** Held-share room claimed by uploads being received and by inquiries not yet delivered. */
  private claimedUploads = 0;
  private readonly claims = new Map<string, number>();
  /** The largest mail the server took lately, as it said when it refused a larger one. */
  private learnedMailLimit: number | undefined;
  private readonly visitors = new Map<string, { since: number; bytes: number }>();

  constructor(
    private readonly folders: OutboxFolders,
    readonly limits: StorageLimits | undefined,
    private readonly onWriteError: () => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts what the outbox holds from its folders; concurrent callers share one count. */
  count(): Promise<void> {
    this.counting ??= (async () => {
      this.addedSinceCount = { text: 0, attachments: 0, held: 0 };
      const counted = await countStored(this.folders);
      // Claims of inquiries no longer pending (delivered, held, failed) are over.
      const pending = await pendingIds(this.folders);
      for (const id of this.claims.keys()) if (!pending.has(id)) this.claims.delete(id);
      // What was stored while counting may be counted twice: never too little.
      const added = this.addedSinceCount;
      this.stored = {
        text: counted.text + added.text,
        attachments: counted.attachments + added.attachments,
        held: counted.held + added.held,
      };
      this.countedAt = this.now();
    })().finally(() => (this.counting = undefined));
    return this.counting;
  }

  /** Free bytes on the outbox's filesystem, as an unprivileged process may use them. */
  async freeBytes(): Promise<number> {
    const stats = await statfs(this.folders.root);
    return stats.bavail * stats.bsize;
  }

  /**
   * Takes room for an upload of at most `bytes` from `clientIp`, before any of it is written;
   * or says why there is none. Without limits (the CLI) there is always room.
   */
  async reserve(clientIp: string, bytes: number): Promise<Reservation | NoRoom> {
    const { limits } = this;
    const visitor = visitorKey(clientIp);
    if (!limits) return this.reservation(visitor, 0);
    const noRoom =
      (await this.diskBelow(bytes)) ??
      (await this.fits(() => this.attachmentRoom() >= bytes, 'attachments-full'));
    if (noRoom) return noRoom;
    const today = this.visitorDay(visitor);
    if (today.bytes + bytes > limits.visitorBytesPerDay) return 'visitor-day';
    return this.reservation(visitor, bytes);
  }

  /**
   * Whether a message of `bytes` (its files other than an upload, which holds its own
   * reservation) fits: under the cap and above the disk's reserve. Neither the visitor's day
   * nor the attachments' shares count here: a message's text is refused only when the disk is
   * at its reserve or messages alone fill the outbox.
   */
  async admitMessage(bytes: number): Promise<NoRoom | undefined> {
    const limits = this.limits;
    if (!limits) return undefined;
    return (
      (await this.diskBelow(bytes)) ??
      (await this.fits(() => this.total() + bytes <= limits.maxBytes, 'outbox-full'))
    );
  }

  /** A message without an upload was stored: `bytes` of text. */
  recordStored(clientIp: string, bytes: number): void {
    this.add({ text: bytes, attachments: 0, held: 0 });
    this.visitorDay(visitorKey(clientIp)).bytes += bytes;
  }

  /** Inquiry `id`'s attachment, `size` bytes, moved to held/: it counts in the held share now. */
  recordHeld(id: string, size: number): void {
    this.claims.delete(id);
    this.add({ text: 0, attachments: -size, held: size });
  }

  /** The mail server refused a mail as larger than `limitBytes`: later uploads are judged by it. */
  noteMailLimit(limitBytes: number): void {
    this.learnedMailLimit = limitBytes;
  }

  /** True when a mail carrying an attachment of `size` bytes would be larger than the server takes. */
  tooLargeToMail(size: number): boolean {
    const limits = [this.limits?.mailMaxBytes, this.learnedMailLimit].filter(
      (limit) => limit !== undefined,
    );
    return limits.length > 0 && mailBytesFor(size) > Math.min(...limits);
  }

  async figures(): Promise<StorageFigures> {
    await this.recountIfStale();
    const maxBytes = this.limits?.maxBytes ?? Number.POSITIVE_INFINITY;
    const reserveBytes = this.limits?.reserveBytes ?? 0;
    // A folder that cannot be read has no room (and /readyz says why from its write health).
    const freeBytes = await this.freeBytes().catch(() => 0);
    const storedBytes = this.total();
    const onDisk = freeBytes - reserveBytes;
    return {
      storedBytes,
      maxBytes,
      freeBytes,
      reserveBytes,
      roomBytes: Math.max(0, Math.min(maxBytes - storedBytes, onDisk)),
      attachmentRoomBytes: Math.max(0, Math.min(this.attachmentRoom(), onDisk)),
      heldBytes: this.stored.held,
      heldMaxBytes: this.limits?.heldMaxBytes ?? Number.POSITIVE_INFINITY,
    };
  }

  /** All the outbox holds, with what uploads under way may still write. */
  private total(): number {
    return this.stored.text + this.stored.attachments + this.stored.held + this.reserved;
  }

  /**
   * What attachments not yet delivered may still take: their share, less what they and the
   * uploads under way take, and less what held attachments take beyond theirs (a file held
   * without a claim, before the mail server's limit was known, is already counted here).
   */
  private attachmentRoom(): number {
    const limits = this.limits;
    if (!limits) return Number.POSITIVE_INFINITY;
    const share = limits.maxBytes * (1 - textShare) - limits.heldMaxBytes;
    const heldBeyond = Math.max(0, this.stored.held - limits.heldMaxBytes);
    return share - this.stored.attachments - this.reserved - heldBeyond;
  }

  /** What the held share has left, less what is claimed. */
  private heldRoom(): number {
    const limits = this.limits;
    if (!limits) return Number.POSITIVE_INFINITY;
    let claimed = this.claimedUploads;
    for (const bytes of this.claims.values()) claimed += bytes;
    return limits.heldMaxBytes - this.stored.held - claimed;
  }

  /** 'disk-reserve' when writing `bytes` more would leave the disk below its reserve. */
  private async diskBelow(bytes: number): Promise<'disk-reserve' | undefined> {
    const limits = this.limits;
    if (!limits) return undefined;
    const free = await this.freeBytes();
    // Uploads under way have written part of their bound already: counting all of it is
    // never too little.
    return free - this.reserved - bytes < limits.reserveBytes ? 'disk-reserve' : undefined;
  }

  /** `why` unless `fits()` holds, counted afresh before a refusal. */
  private async fits<Why extends NoRoom>(fits: () => boolean, why: Why): Promise<Why | undefined> {
    await this.recountIfStale();
    if (!fits() && this.now() - this.countedAt > recountBeforeRefusalMs) await this.count();
    return fits() ? undefined : why;
  }

  private async recountIfStale(): Promise<void> {
    if (this.now() - this.countedAt > recountEveryMs) await this.count();
  }

  private add(bytes: StoredBytes): void {
    for (const share of ['text', 'attachments', 'held'] as const) {
      this.stored[share] += bytes[share];
      this.addedSinceCount[share] += bytes[share];
    }
  }

  /** The bytes `visitor` (a visitorKey) added in its current day (a day from its first), created if new. */
  private visitorDay(visitor: string): { since: number; bytes: number } {
    const now = this.now();
    const current = this.visitors.get(visitor);
    if (current && now - current.since < day) return current;
    this.visitors.delete(visitor);
    if (this.visitors.size >= maxVisitors) {
      // Map order is insertion order: the oldest days come first.
      const oldest = this.visitors.keys().next().value;
      if (oldest !== undefined) this.visitors.delete(oldest);
    }
    const fresh = { since: now, bytes: 0 };
    this.visitors.set(visitor, fresh);
    return fresh;
  }

  private reservation(visitor: string, bytes: number): Reservation {
    this.reserved += bytes;
    this.visitorDay(visitor).bytes += bytes;
    let open = true;
    let claimed = 0;
    const close = () => {
      if (!open) return false;
      open = false;
      this.reserved -= bytes;
      this.claimedUploads -= claimed;
      return true;
    };
    const unused = (storedBytes: number) => {
      const today = this.visitorDay(visitor);
      today.bytes = Math.max(0, today.bytes - bytes + storedBytes);
    };
    return {
      bytes,
      claimHeld: (size) => {
        if (!open || claimed > 0 || !this.tooLargeToMail(size)) return undefined;
        if (this.heldRoom() < size) return 'held-full';
        claimed = size;
        this.claimedUploads += size;
        return undefined;
      },
      settle: (id, text, attachment) => {
        const claim = claimed;
        if (!close()) return;
        unused(text + attachment);
        this.add({ text, attachments: attachment, held: 0 });
        if (claim > 0) this.claims.set(id, claim);
      },
      release: () => {
        if (close()) unused(0);
      },
      writeFailed: () => {
        if (close()) unused(0);
        this.onWriteError();
      },
    };
  }
}

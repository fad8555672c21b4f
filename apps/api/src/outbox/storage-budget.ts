import { readdir, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { visitorKey } from '../net/visitor-key.js';
import type { OutboxFolders } from './outbox-folders.js';

/** What the outbox may hold (OUTBOX_MAX_BYTES, OUTBOX_ADDRESS_BYTES_PER_DAY, OUTBOX_DISK_RESERVE_BYTES). */
export interface StorageLimits {
  maxBytes: number;
  visitorBytesPerDay: number;
  reserveBytes: number;
}

/** Why there is no room: the disk is down to its reserve, the outbox is at its cap, or the visitor at its day's. */
export type NoRoom = 'disk-reserve' | 'outbox-full' | 'visitor-day';

/** The figures /readyz and /metrics show. */
export interface StorageFigures {
  /** What the outbox holds and has promised to uploads being received. */
  storedBytes: number;
  maxBytes: number;
  /** Free on the outbox's filesystem (for an unprivileged writer). */
  freeBytes: number;
  reserveBytes: number;
  /** What can still be taken: below the cap, and above the reserve. */
  roomBytes: number;
}

const day = 24 * 60 * 60 * 1000;
/** How stale the count of what the outbox holds may get (delivery and retention shrink it). */
const recountEveryMs = 60_000;
/** Before refusing for the cap, a count older than this is made again. */
const recountBeforeRefusalMs = 1_000;
/** Visitors remembered for their day's bytes; beyond, the oldest are forgotten first. */
const maxVisitors = 100_000;
/** A message without a file (its JSON and its acknowledgement's) fits in this, and more. */
export const messageRoomBytes = 64 * 1024;

/** Bytes of the files under `dir` (sizes as stat gives them); what vanishes meanwhile counts 0. */
async function bytesUnder(dir: string): Promise<number> {
  let total = 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    total += await stat(path.join(entry.parentPath, entry.name)).then(
      (stats) => stats.size,
      () => 0,
    );
  }
  return total;
}

/**
 * Room taken for one upload before its first byte is written: `bytes` (its bound) counted
 * against the outbox and its visitor until it is stored (settle) or given up (release).
 */
export interface Reservation {
  readonly bytes: number;
  /** Stored as part of a message: the outbox now holds `storedBytes` for it instead. */
  settle(storedBytes: number): void;
  /** Not stored (refused, abandoned): its room is free again. */
  release(): void;
  /** Writing it failed (a full disk, EIO): released, and the outbox is not ready until it writes again. */
  writeFailed(): void;
}

/**
 * Keeps the outbox within its limits: a cap on what it holds (pending/, failed/, held/ and the
 * uploads being received), a cap per visitor per day (visitorKey: an IPv6 /64 is one), and free space left on its
 * filesystem. An upload takes its room before its first byte is written (reserve), so that
 * uploads received at once cannot together pass a limit; a message takes its own when it is
 * stored (admitMessage). What the outbox holds is counted from its folders at start and
 * recounted when a minute old (delivery and retention shrink it meanwhile), and before any
 * refusal for the cap; the per-visitor bytes live in memory (a restart forgets them).
 */
export class StorageBudget {
  private stored = 0;
  private countedAt = Number.NEGATIVE_INFINITY;
  private counting: Promise<void> | undefined;
  private addedSinceCount = 0;
  private reserved = 0;
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
      this.addedSinceCount = 0;
      const { pendingDir, failedDir, heldDir } = this.folders;
      let total = 0;
      for (const dir of [pendingDir, failedDir, heldDir]) total += await bytesUnder(dir);
      // What was stored while counting may be counted twice: never too little.
      this.stored = total + this.addedSinceCount;
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
    const noRoom = await this.check(bytes);
    if (noRoom) return noRoom;
    const today = this.visitorDay(visitor);
    if (today.bytes + bytes > limits.visitorBytesPerDay) return 'visitor-day';
    return this.reservation(visitor, bytes);
  }

  /**
   * Whether a message of `bytes` (its files other than an upload, which holds its own
   * reservation) fits: under the cap and above the disk's reserve. The visitor's day does
   * not count here: a message without a file is refused only when the outbox is full.
   */
  async admitMessage(bytes: number): Promise<NoRoom | undefined> {
    return this.limits ? this.check(bytes) : undefined;
  }

  recordStored(clientIp: string, bytes: number): void {
    this.add(bytes);
    this.visitorDay(visitorKey(clientIp)).bytes += bytes;
  }

  async figures(): Promise<StorageFigures> {
    await this.recountIfStale();
    const maxBytes = this.limits?.maxBytes ?? Number.POSITIVE_INFINITY;
    const reserveBytes = this.limits?.reserveBytes ?? 0;
    // A folder that cannot be read has no room (and /readyz says why from its write health).
    const freeBytes = await this.freeBytes().catch(() => 0);
    const storedBytes = this.stored + this.reserved;
    const roomBytes = Math.max(0, Math.min(maxBytes - storedBytes, freeBytes - reserveBytes));
    return { storedBytes, maxBytes, freeBytes, reserveBytes, roomBytes };
  }

  private async check(bytes: number): Promise<NoRoom | undefined> {
    const limits = this.limits;
    if (!limits) return undefined;
    const free = await this.freeBytes();
    // Uploads under way have written part of their bound already: counting all of it is
    // never too little.
    if (free - this.reserved - bytes < limits.reserveBytes) return 'disk-reserve';
    await this.recountIfStale();
    const fits = () => this.stored + this.reserved + bytes <= limits.maxBytes;
    if (!fits() && this.now() - this.countedAt > recountBeforeRefusalMs) await this.count();
    return fits() ? undefined : 'outbox-full';
  }

  private async recountIfStale(): Promise<void> {
    if (this.now() - this.countedAt > recountEveryMs) await this.count();
  }

  private add(bytes: number): void {
    this.stored += bytes;
    this.addedSinceCount += bytes;
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
    const close = (storedBytes: number) => {
      if (!open) return;
      open = false;
      this.reserved -= bytes;
      const today = this.visitorDay(visitor);
      today.bytes = Math.max(0, today.bytes - bytes + storedBytes);
      this.add(storedBytes);
    };
    return {
      bytes,
      settle: (storedBytes) => close(storedBytes),
      release: () => close(0),
      writeFailed: () => {
        close(0);
        this.onWriteError();
      },
    };
  }
}

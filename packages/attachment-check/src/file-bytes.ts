import { readSync } from 'node:fs';
import { Refusal } from './refusal.js';

/** An open file being checked: its descriptor and size. */
export interface OpenFile {
  fd: number;
  size: number;
}

/** How much of a file a scan holds at once: a 20 MiB upload is never read whole. */
const chunkBytes = 1024 * 1024;

/** How much one random-access read brings in around the bytes asked for. */
const windowBytes = 64 * 1024;

/** The buffer scans share (see `chunks`). */
const scratch: { buffer: Buffer | undefined; inUse: boolean; maxOverlap: number } = {
  buffer: undefined,
  inUse: false,
  maxOverlap: 8192,
};

/** One piece of a scan: `bytes` start at `offset`; bytes before `fresh` were in the previous piece. */
export interface Chunk {
  bytes: Buffer;
  offset: number;
  fresh: number;
}

/**
 * The file from `from` to its end in pieces of 1 MiB, each repeating the last `overlap`
 * bytes of the one before, so a signature shorter than `overlap + 1` bytes is never split.
 * The same buffer is reused: a piece is valid until the next one is asked for.
 */
export function* chunks(file: OpenFile, from = 0, overlap = 0): Generator<Chunk> {
  // One buffer serves the scans of the worker's whole life: a new 1 MiB for each would pile
  // up outside the heap until a collection. A scan inside another gets a buffer of its own.
  const shared = !scratch.inUse && overlap <= scratch.maxOverlap;
  const buffer = shared
    ? (scratch.buffer ??= Buffer.alloc(chunkBytes + scratch.maxOverlap))
    : Buffer.alloc(chunkBytes + overlap);
  if (shared) scratch.inUse = true;
  try {
    yield* fill(file, buffer, from, overlap);
  } finally {
    if (shared) scratch.inUse = false;
  }
}

function* fill(file: OpenFile, buffer: Buffer, from: number, overlap: number): Generator<Chunk> {
  let kept = 0;
  let position = from;
  while (position < file.size) {
    const read = readSync(
      file.fd,
      buffer,
      kept,
      Math.min(chunkBytes, file.size - position),
      position,
    );
    if (read === 0) return;
    yield { bytes: buffer.subarray(0, kept + read), offset: position - kept, fresh: kept };
    position += read;
    const held = kept + read;
    kept = Math.min(overlap, held);
    buffer.copyWithin(0, held - kept, held);
  }
}

/**
 * Every position of each needle in the file from `from` on, in one pass; `visit` gets the
 * needle's index and the position, and returning true stops the search.
 */
export function findEach(
  file: OpenFile,
  needles: readonly Buffer[],
  visit: (needle: number, position: number) => boolean,
  from = 0,
): void {
  const overlap = Math.max(0, ...needles.map((needle) => needle.length - 1));
  for (const { bytes, offset, fresh } of chunks(file, from, overlap)) {
    for (const [which, needle] of needles.entries()) {
      // A match that ends before the fresh bytes was seen in the previous piece.
      let index = bytes.indexOf(needle, Math.max(0, fresh - needle.length + 1));
      while (index !== -1) {
        if (visit(which, offset + index)) return;
        index = bytes.indexOf(needle, index + 1);
      }
    }
  }
}

/**
 * Random access to a file through a 64 KiB window: the small reads of a format walk (chunk
 * and segment headers) cost one system call per window, not one each.
 */
export class FileWindow {
  private readonly buffer = Buffer.alloc(windowBytes);
  private start = 0;
  private end = 0;

  constructor(readonly file: OpenFile) {}

  get size(): number {
    return this.file.size;
  }

  /**
   * The bytes [offset, offset + length), fewer when the file ends first; length is at most
   * 64 KiB. A view into the window, valid until the next read.
   */
  bytes(offset: number, length: number): Buffer {
    if (length > windowBytes) throw new RangeError(`read of ${length} bytes over the window`);
    const wanted = Math.min(offset + length, this.file.size);
    if (offset < this.start || wanted > this.end) {
      this.start = offset;
      this.end = offset + readSync(this.file.fd, this.buffer, 0, windowBytes, offset);
    }
    return this.buffer.subarray(offset - this.start, Math.max(0, wanted - this.start));
  }

  /** The bytes [offset, offset + length) as a buffer of their own (any length, kept). */
  copy(offset: number, length: number): Buffer {
    const copy = Buffer.alloc(Math.max(0, Math.min(length, this.file.size - offset)));
    return copy.subarray(0, readSync(this.file.fd, copy, 0, copy.length, offset));
  }

  /** The byte at `offset`, or -1 past the end. */
  byte(offset: number): number {
    if (offset < this.start || offset >= this.end) this.bytes(offset, 1);
    return offset < this.end ? (this.buffer[offset - this.start] ?? -1) : -1;
  }

  /** `length` bytes at `offset`; a Refusal naming `what` when the file ends first. */
  exactly(offset: number, length: number, what: string): Buffer {
    const bytes = this.bytes(offset, length);
    if (bytes.length < length) throw new Refusal(`the file ends inside ${what}`);
    return bytes;
  }

  /** True when the bytes at `offset` are `expected`. */
  startsWith(offset: number, expected: Buffer): boolean {
    return this.bytes(offset, expected.length).equals(expected);
  }
}

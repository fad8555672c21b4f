import { readSync } from 'node:fs';
import { inflateSync, constants } from 'node:zlib';
import { chunks, FileWindow, type OpenFile } from './file-bytes.js';
import { Refusal } from './refusal.js';
import {
  isRegular,
  isWhite,
  PdfLexer,
  PdfName,
  PdfRef,
  WorkBudget,
  type ByteSource,
  type PdfDict,
  type PdfValue,
} from './pdf-syntax.js';

/**
 * What is kept of a PDF's objects once each has been looked at: the values a reference may
 * lead the rules to (actions, file specifications, name trees, numbers; pages, fonts and
 * the like are not kept, so that a file of a million objects fits the worker's heap).
 */
export interface PdfObjects {
  /** Each object number's kept values, from every place one was found (older copies included). */
  byNumber: Map<number, PdfValue[]>;
  /** Object streams whose objects could not be read (another filter, encrypted), and why. */
  unread: string[];
  /** The numbers of the objects found that are dictionaries (a /Root must name one). */
  dictionaries: Set<number>;
}

/** Keys of the dictionaries the rules follow references to (actions, files, name trees, events). */
const followedKeys = new Set([
  'S',
  'F',
  'UF',
  'EF',
  'FS',
  'Names',
  'Kids',
  'JS',
  'Next',
  'O',
  'C',
  'K',
  'V',
  'D',
  'U',
  'E',
  'X',
  'Fo',
  'Bl',
  'PO',
  'PC',
  'PV',
  'PI',
  'WC',
  'WS',
  'DS',
  'WP',
  'DP',
]);
/** Items of an array kept (a name tree's /Names, a list of actions); a longer one is cut. */
const maxKeptItems = 1024;

/** The part of a value the rules may be led to by a reference; undefined when none is. */
function kept(value: PdfValue): PdfValue | undefined {
  if (Array.isArray(value))
    return value.length > maxKeptItems ? value.slice(0, maxKeptItems) : value;
  if (!(value instanceof Map)) return value;
  for (const key of value.keys()) if (followedKeys.has(key)) return value;
  return undefined;
}

const objKeyword = Buffer.from('obj', 'latin1');
const trailerKeyword = Buffer.from('trailer', 'latin1');
const endstream = Buffer.from('endstream', 'latin1');
/** How much of the file one look for `endstream` reads at a time. */
const searchBytes = 64 * 1024 - 16;
/** What all object streams of one file may inflate to together. */
const maxInflated = 64 * 1024 * 1024;

const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39;

/** A buffer as a byte source (a decoded object stream). */
class BufferSource implements ByteSource {
  constructor(private readonly bytes: Buffer) {}
  get size(): number {
    return this.bytes.length;
  }
  byte(offset: number): number {
    return offset >= 0 && offset < this.bytes.length ? (this.bytes[offset] ?? -1) : -1;
  }
}

/** A file as a byte source, through a 64 KiB window. */
class FileSource implements ByteSource {
  constructor(readonly window: FileWindow) {}
  get size(): number {
    return this.window.size;
  }
  byte(offset: number): number {
    return this.window.byte(offset);
  }
}

/**
 * The object number of the header whose `obj` keyword is at `position` (`12 0 obj`, white
 * space between), read backwards as a repairing reader's search would match it; undefined
 * when no header ends there.
 */
function headerNumber(source: ByteSource, position: number): number | undefined {
  if (isRegular(source.byte(position + 3))) return undefined;
  let at = position - 1;
  const run = (test: (byte: number) => boolean, max: number) => {
    const end = at;
    while (at >= 0 && end - at < max && test(source.byte(at))) at -= 1;
    return end - at;
  };
  if (run(isWhite, 64) === 0 || run(isDigit, 10) === 0 || run(isWhite, 64) === 0) return undefined;
  const numberEnd = at;
  if (run(isDigit, 10) === 0) return undefined;
  let digits = '';
  for (let index = at + 1; index <= numberEnd; index += 1)
    digits += String.fromCharCode(source.byte(index));
  return Number(digits);
}

/** Where a stream's data starts: after `stream` and its end of line (7.3.8.1). */
function dataStart(source: ByteSource, keywordEnd: number): number {
  if (source.byte(keywordEnd) === 0x0d && source.byte(keywordEnd + 1) === 0x0a)
    return keywordEnd + 2;
  return keywordEnd + (isWhite(source.byte(keywordEnd)) ? 1 : 0);
}

interface FoundStream {
  dict: PdfDict;
  data: number;
}

/** Reads everything of a PDF a reader could load (see collectObjects). */
class Sweep {
  readonly objects: PdfObjects = { byNumber: new Map(), unread: [], dictionaries: new Set() };
  readonly streams: FoundStream[] = [];
  private inflated = 0;

  /** A trailer or an XRef stream named an /Encrypt dictionary: object streams are encrypted. */
  encrypted = false;

  constructor(
    private readonly file: OpenFile,
    private readonly window: FileWindow,
    private readonly budget: WorkBudget,
    private readonly visit: (value: PdfValue) => void,
  ) {}

  add(number: number | undefined, value: PdfValue): void {
    this.visit(value);
    if (value instanceof Map && value.has('Encrypt')) this.encrypted = true;
    if (value instanceof Map && number !== undefined) this.objects.dictionaries.add(number);
    const keep = number === undefined ? undefined : kept(value);
    if (number === undefined || keep === undefined) return;
    const versions = this.objects.byNumber.get(number);
    if (versions) versions.push(keep);
    else this.objects.byNumber.set(number, [keep]);
  }

  /** The object after the `obj` at `position`, and its stream's start when it has one. */
  readObject(position: number, number: number): void {
    const lexer = new PdfLexer(new FileSource(this.window), position + 3, this.budget);
    const value = lexer.value();
    if (value === undefined) return;
    this.add(number, value);
    if (!(value instanceof Map)) return;
    const mark = lexer.position;
    const keyword = lexer.token();
    if (keyword.kind === 'keyword' && keyword.word === 'stream') {
      this.streams.push({
        dict: value,
        data: dataStart(new FileSource(this.window), lexer.position),
      });
    } else lexer.position = mark;
  }

  readTrailer(position: number): void {
    const lexer = new PdfLexer(new FileSource(this.window), position + 7, this.budget);
    const value = lexer.value();
    if (value instanceof Map) this.add(undefined, value);
  }

  /** The integer a stream's /Length gives, directly or through the objects found. */
  private length(dict: PdfDict): number | undefined {
    const value = dict.get('Length');
    if (typeof value === 'number') return value;
    if (value instanceof PdfRef) {
      return this.objects.byNumber
        .get(value.number)
        ?.find((item): item is number => typeof item === 'number');
    }
    return undefined;
  }

  /**
   * The stream's data as readers take it: its /Length when `endstream` follows there, and
   * up to the first `endstream` otherwise (pdf.js and poppler both fall back to that). When
   * the two differ, both are returned: a reader may take either.
   */
  private extents(stream: FoundStream): [number, number][] {
    const found: [number, number][] = [];
    const length = this.length(stream.dict);
    if (length !== undefined && Number.isSafeInteger(length) && length >= 0) {
      const end = stream.data + length;
      let at = end;
      while (at < end + 32 && isWhite(this.window.byte(at))) at += 1;
      if (at <= this.window.size && this.window.startsWith(at, endstream))
        found.push([stream.data, end]);
    }
    let searched: number | undefined;
    // In windows of 64 KiB: an object stream is kilobytes, and only what is looked at is spent.
    for (let at = stream.data; searched === undefined && at < this.window.size; at += searchBytes) {
      const bytes = this.window.bytes(at, searchBytes + endstream.length - 1);
      this.budget.spend(bytes.length);
      const index = bytes.indexOf(endstream);
      if (index !== -1) searched = at + index;
    }
    const end = searched ?? this.window.size;
    if (!found.some(([, known]) => known === end)) found.push([stream.data, end]);
    return found;
  }

  /** The decoded data of an object stream, or the reason it cannot be read. */
  private decode(
    stream: FoundStream,
    from: number,
    to: number,
    encrypted: boolean,
  ): Buffer | string {
    if (encrypted) return 'an encrypted object stream';
    const filter = stream.dict.get('Filter');
    const filters = Array.isArray(filter) ? filter : filter === undefined ? [] : [filter];
    const names = filters.map((item) => (item instanceof PdfName ? item.name : '?'));
    if (names.some((name) => name !== 'FlateDecode' && name !== 'Fl') || names.length > 1) {
      return `an object stream encoded with ${names.join(', ')}`;
    }
    const raw = Buffer.alloc(Math.min(Math.max(0, to - from), maxInflated));
    const read = raw.length > 0 ? readSync(this.file.fd, raw, 0, raw.length, from) : 0;
    this.budget.spend(read);
    if (names.length === 0) return raw;
    try {
      // What inflates before damage is what readers show; a stream cut short is read in part.
      const data = inflateSync(raw, {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: maxInflated - this.inflated + 1,
      });
      this.inflated += data.length;
      this.budget.grant(2 * data.length);
      if (this.inflated > maxInflated)
        throw new Refusal('a PDF whose object streams inflate past any document');
      return data;
    } catch (error) {
      if (error instanceof Refusal) throw error;
      if (error instanceof RangeError)
        throw new Refusal('a PDF whose object streams inflate past any document');
      return 'an object stream whose data does not inflate';
    }
  }

  /**
   * Every object stream (a stream with /N and /First, whatever its /Type: readers go by the
   * index) is decoded and its objects read, by the offsets of its header and one after
   * another from /First, so that no object can be hidden between the two.
   */
  readObjectStreams(): void {
    const encrypted = this.encrypted;
    for (const stream of this.streams) {
      const count = stream.dict.get('N');
      const first = stream.dict.get('First');
      if (typeof count !== 'number' || typeof first !== 'number') continue;
      for (const [from, to] of this.extents(stream)) {
        const data = this.decode(stream, from, to, encrypted);
        if (typeof data === 'string') {
          this.objects.unread.push(data);
          continue;
        }
        const source = new BufferSource(data);
        const header = new PdfLexer(source, 0, this.budget);
        const seen = new Set<number>();
        for (let index = 0; index < count && header.position < first; index += 1) {
          const number = header.value();
          const offset = header.value();
          if (typeof number !== 'number' || typeof offset !== 'number') break;
          const at = first + offset;
          if (seen.has(at)) continue;
          seen.add(at);
          const value = new PdfLexer(source, at, this.budget).value();
          if (value !== undefined) this.add(number, value);
        }
        const sequential = new PdfLexer(source, first, this.budget);
        while (sequential.position < data.length) {
          const at = sequential.position;
          const value = sequential.value();
          if (value !== undefined && !seen.has(at)) this.add(undefined, value);
          if (sequential.position === at) break;
        }
      }
    }
  }
}

/**
 * Every object a reader could load from the PDF, read leniently: an object at every
 * `N G obj` header anywhere in the file (where the index points and where a repairing
 * reader's search lands, inside comments, strings or stream data included, so no index can
 * send a reader to an object the check did not read), every trailer dictionary, and the
 * objects inside every object stream. Damage (a wrong index, a wrong /Length, a missing
 * %%EOF) changes nothing: the objects are found without the index. The work is bounded by
 * four times the file's size plus twice what its object streams inflate to (at most 64 MiB).
 */
export function collectObjects(file: OpenFile, visit: (value: PdfValue) => void): PdfObjects {
  const window = new FileWindow(file);
  const budget = new WorkBudget(4 * file.size + 4 * 1024 * 1024);
  const sweep = new Sweep(file, window, budget, visit);
  const source = new FileSource(window);
  let lastHeader = -1;
  let lastTrailer = -1;
  for (const { bytes, offset } of chunks(file, 0, trailerKeyword.length)) {
    budget.spend(bytes.length);
    for (
      let index = bytes.indexOf(objKeyword);
      index !== -1;
      index = bytes.indexOf(objKeyword, index + 1)
    ) {
      const position = offset + index;
      if (position <= lastHeader) continue;
      lastHeader = position;
      const number = headerNumber(source, position);
      if (number !== undefined) sweep.readObject(position, number);
    }
    for (
      let index = bytes.indexOf(trailerKeyword);
      index !== -1;
      index = bytes.indexOf(trailerKeyword, index + 1)
    ) {
      const position = offset + index;
      if (position <= lastTrailer) continue;
      lastTrailer = position;
      sweep.readTrailer(position);
    }
  }
  sweep.readObjectStreams();
  return sweep.objects;
}

import { Refusal } from './file-bytes.js';
import { parseDictionary, type DictionaryToken, type PdfDictionary } from './pdf-dictionary.js';

/**
 * Names whose presence in a PDF's objects means it can act when opened or clicked, or
 * carries files: a reader runs JavaScript (/JS, /JavaScript, and the scripts of an XFA
 * form), starts a program (/Launch), plays embedded Flash (/RichMedia), or offers an
 * attached file (/EmbeddedFile(s)), which may be anything. Links (/URI) and ordinary
 * (AcroForm) forms are not here: they only do what the reader shows.
 */
const activeNames = new Map([
  ['JS', 'JavaScript'],
  ['JavaScript', 'JavaScript'],
  ['XFA', 'an XFA form (its scripts run when it opens)'],
  ['Launch', 'a launch action'],
  ['EmbeddedFile', 'an embedded file'],
  ['EmbeddedFiles', 'embedded files'],
  ['RichMedia', 'rich media'],
]);

/** An object's header (`N G obj`): where N starts, and the object's number and generation. */
export interface ObjectHeader {
  position: number;
  number: number;
  generation: number;
}

/** A stream as the scan found it. */
export interface ScannedStream {
  /** Where the `stream` keyword ends: its end of line follows, then the data. */
  keywordEnd: number;
  /** Where the first `endstream` after the keyword starts. */
  end: number;
  /** Its dictionary; undefined when it does not read (malformed, or over 4096 tokens). */
  dictionary: PdfDictionary | undefined;
  /** The object whose header came last before it, if it is inside one. */
  object: ObjectHeader | undefined;
}

/**
 * What a scan records of a file's structure for the checks after it (pdf-check.ts): where
 * every object header is, the in-use entries of the cross-reference tables, the offsets the
 * trailers name, and the objects that hold one integer (the lengths streams refer to).
 */
export class PdfStructure {
  /** Object headers in file order: where `N` starts, N, G, and where `obj` starts. */
  readonly headerAt: number[] = [];
  readonly headerNumber: number[] = [];
  readonly headerGeneration: number[] = [];
  readonly keywordAt: number[] = [];
  /** Where each `xref` keyword (a cross-reference table) starts, in file order. */
  readonly tables: number[] = [];
  /** In-use entries of the cross-reference tables (and streams, added by pdf-check.ts). */
  readonly entries = { number: [] as number[], generation: [] as number[], offset: [] as number[] };
  /** Offsets the trailers name (/Prev, /XRefStm): cross-reference data a reader goes to. */
  readonly targets: number[] = [];
  /** Objects holding one integer, by "N G"; NaN when defined twice with different values. */
  readonly integers = new Map<string, number>();

  addEntry(number: number, generation: number, offset: number): void {
    this.entries.number.push(number);
    this.entries.generation.push(generation);
    this.entries.offset.push(offset);
  }
}

// Byte classes of the PDF syntax (ISO 32000-1, 7.2.2).
const regular = 0;
const white = 1;
const delimiter = 2;
const classes = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) classes[byte] = white;
for (const byte of Buffer.from('()<>[]{}/%', 'latin1')) classes[byte] = delimiter;

// Lexer states.
const normal = 0;
const comment = 1;
const literal = 2;
const hex = 3;
const name = 4;
const word = 5;
const afterLess = 6;
const afterGreater = 7;
const streamData = 8;

const endstream = Buffer.from('endstream', 'latin1');
/** Bytes of a name kept (raw, before #xx decoding): enough for any active name written with escapes. */
const nameCap = 64;
/** Bytes of a word kept: the longest keyword read (`startxref`) and 15-digit integers. */
const wordCap = 16;
const maxDigits = 15;
/** Tokens one dictionary may hold and still be read (real stream dictionaries hold dozens). */
const maxDictionaryTokens = 4096;

type TokenKind =
  | 'integer'
  | 'name'
  | 'obj'
  | 'endobj'
  | 'stream'
  | 'xref'
  | 'trailer'
  | 'R'
  | 'f'
  | 'n'
  | '['
  | ']'
  | '<<'
  | '>>'
  | 'other';

const keywords: [TokenKind, Buffer][] = (
  ['obj', 'endobj', 'stream', 'xref', 'trailer', 'R', 'f', 'n'] as const
).map((text) => [text, Buffer.from(text, 'latin1')]);

/** The keyword a word spells, compared byte by byte (words are mostly numbers). */
function keywordOf(bytes: Uint8Array, length: number): TokenKind {
  for (const [kind, text] of keywords) {
    if (text.length === length && text.every((byte, index) => bytes[index] === byte)) return kind;
  }
  return 'other';
}

const hexValue = (byte: number): number => {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
};

/** A name's text with its #xx escapes decoded (ISO 32000-1, 7.3.5). */
function decodeName(raw: Uint8Array): string {
  const out: number[] = [];
  for (let index = 0; index < raw.length; index += 1) {
    const byte = raw[index] ?? 0;
    const high = hexValue(raw[index + 1] ?? 0);
    const low = hexValue(raw[index + 2] ?? 0);
    if (byte === 0x23 && high >= 0 && low >= 0) {
      out.push(high * 16 + low);
      index += 2;
    } else {
      out.push(byte);
    }
  }
  return Buffer.from(out).toString('latin1');
}

// Phases of a cross-reference table (ISO 32000-1, 7.5.4): subsection header, then entries.
type TablePhase = 'firstNumber' | 'entryCount' | 'entryOffset' | 'entryGeneration' | 'entryType';

export interface ScanOptions {
  /** Called at each stream's `endstream`, before the scan goes on. */
  onStream: (stream: ScannedStream) => void;
  /**
   * Offsets, ascending, where a reader starts parsing (an object stream's objects): each must
   * fall between tokens or on a token's first byte, so that the reader reads from there what
   * the scan read, not the inside of a string or comment.
   */
  checkpoints?: readonly number[];
}

/**
 * Reads a PDF's syntax as a reader would (comments, strings, names, dictionaries, streams)
 * and throws a Refusal at the first active name, #xx-escaped or not. Names inside strings
 * and stream data are not names, so text such as "(see /JS)" or compressed bytes that
 * happen to spell one are not mistaken for one; whether a reader can be sent into a string,
 * a comment or stream data (a cross-reference offset pointing there) is checked after the
 * scan from what it records (`structure`). Stream data runs to the first `endstream` after
 * the keyword (pdf-check.ts refuses a file whose /Length says otherwise); a `stream` keyword
 * must follow a dictionary and an end of line. Fed in pieces (`chunks`), it keeps its state
 * between them.
 */
export class PdfScanner {
  readonly structure = new PdfStructure();
  private state = normal;
  private stringDepth = 0;
  private escaped = false;
  private tokenStart = 0;
  private fed = 0;
  private readonly nameBytes = new Uint8Array(nameCap);
  private nameLength = 0;
  private readonly wordBytes = new Uint8Array(wordCap);
  private wordLength = 0;
  private dictionaryDepth = 0;
  private dictionaryTokens: DictionaryToken[] = [];
  private dictionaryOverflow = false;
  /** The dictionary that just closed at the top level, while a `stream` may still follow it. */
  private closed: { tokens: DictionaryToken[]; complete: boolean } | undefined;
  private stream: Omit<ScannedStream, 'end'> | undefined;
  // The two tokens before the current one, for `N G obj`.
  private lastInteger = false;
  private lastValue = 0;
  private lastStart = 0;
  private secondInteger = false;
  private secondValue = 0;
  private secondStart = 0;
  private object: ObjectHeader | undefined;
  /** What the current object holds so far: nothing (0), one integer (1), anything else (2). */
  private objectBody = 2;
  private objectInteger = 0;
  private table:
    | { phase: TablePhase; next: number; remaining: number; offset: number; generation: number }
    | undefined;
  private trailerNext = false;
  private checkpointIndex = 0;

  constructor(private readonly options: ScanOptions) {}

  /** Bytes a piece must repeat from the one before, so `endstream` is never split. */
  static readonly overlap = endstream.length - 1;

  /** Scans `bytes` (starting at file offset `offset`) from `fresh` on. */
  feed(bytes: Buffer, offset: number, fresh: number): void {
    let index = fresh;
    const length = bytes.length;
    this.fed = offset + length;
    // The same bytes four at a time, for runs of spaces (padding): when the buffer allows it.
    const words =
      bytes.byteOffset % 4 === 0
        ? new Uint32Array(bytes.buffer, bytes.byteOffset, length >> 2)
        : undefined;
    while (index < length) {
      switch (this.state) {
        case normal: {
          // Runs of white space are most of what lies between objects: skipped in one loop.
          while (index < length) {
            if (words && (index & 3) === 0 && words[index >> 2] === 0x20202020) index += 4;
            else if (classes[bytes[index] ?? 0] === white) index += 1;
            else break;
          }
          if (index === length) break;
          const byte = bytes[index] ?? 0;
          this.tokenStart = offset + index;
          if (classes[byte] === regular) {
            this.wordLength = 0;
            this.state = word;
          } else {
            index += 1;
            this.delimiter(byte);
          }
          break;
        }
        case word: {
          while (index < length && classes[bytes[index] ?? 0] === regular) {
            if (this.wordLength < wordCap) this.wordBytes[this.wordLength] = bytes[index] ?? 0;
            this.wordLength += 1;
            index += 1;
          }
          if (index < length) this.endWord(offset + index, bytes[index] ?? 0);
          break;
        }
        case name: {
          while (index < length && classes[bytes[index] ?? 0] === regular) {
            if (this.nameLength < nameCap) this.nameBytes[this.nameLength] = bytes[index] ?? 0;
            this.nameLength += 1;
            index += 1;
          }
          if (index < length) this.endName(offset + index);
          break;
        }
        case literal: {
          while (index < length && this.state === literal) {
            const byte = bytes[index] ?? 0;
            index += 1;
            if (this.escaped) this.escaped = false;
            else if (byte === 0x5c) this.escaped = true;
            else if (byte === 0x28) this.stringDepth += 1;
            else if (byte === 0x29) {
              this.stringDepth -= 1;
              if (this.stringDepth === 0) {
                this.state = normal;
                this.token('other', offset + index);
              }
            }
          }
          break;
        }
        case hex:
        case comment: {
          const isHex = this.state === hex;
          while (index < length) {
            const byte = bytes[index] ?? 0;
            if (isHex ? byte === 0x3e : byte === 0x0a || byte === 0x0d) break;
            index += 1;
          }
          if (index === length) break;
          this.state = normal;
          if (isHex) {
            index += 1;
            this.token('other', offset + index);
          } else {
            // A comment is no token (a reader skips it); its end of line is not part of it.
            this.seen(this.tokenStart, offset + index);
          }
          break;
        }
        case afterLess: {
          this.state = normal;
          if (bytes[index] === 0x3c) {
            index += 1;
            this.token('<<', offset + index);
          } else {
            this.state = hex;
          }
          break;
        }
        case afterGreater: {
          this.state = normal;
          if (bytes[index] === 0x3e) {
            index += 1;
            this.token('>>', offset + index);
          } else {
            this.token('other', offset + index);
          }
          break;
        }
        default: {
          // Stream data: look for its end, also in the bytes this piece repeats.
          const stream = this.stream;
          if (!stream) throw new Error('stream state without a stream');
          const end = bytes.indexOf(endstream, Math.max(0, stream.keywordEnd - offset));
          if (end === -1) {
            index = length;
            break;
          }
          this.stream = undefined;
          this.state = normal;
          index = end + endstream.length;
          this.options.onStream({ ...stream, end: offset + end });
        }
      }
    }
  }

  /** Ends the scan: a stream still open means the file hides where its data ends. */
  finish(): void {
    if (this.state === name) this.endName(this.fed);
    if (this.state === word) this.endWord(this.fed, -1);
    if (this.state === streamData) throw new Refusal('a PDF stream without its endstream');
    if (this.table && this.table.phase !== 'firstNumber') {
      throw new Refusal('a PDF cross-reference table cut short');
    }
    const points = this.options.checkpoints;
    if (points) {
      if (this.state !== normal) this.seen(this.tokenStart, this.fed);
      if ((points.at(-1) ?? -1) >= this.fed) {
        throw new Refusal('a PDF object stream whose objects start past its data');
      }
    }
  }

  private delimiter(byte: number): void {
    switch (byte) {
      case 0x25:
        this.state = comment;
        break;
      case 0x28:
        this.stringDepth = 1;
        this.escaped = false;
        this.state = literal;
        break;
      case 0x3c:
        this.state = afterLess;
        break;
      case 0x3e:
        this.state = afterGreater;
        break;
      case 0x2f:
        this.nameLength = 0;
        this.state = name;
        break;
      case 0x5b:
        this.token('[', this.tokenStart + 1);
        break;
      case 0x5d:
        this.token(']', this.tokenStart + 1);
        break;
      default:
        this.token('other', this.tokenStart + 1);
    }
  }

  private endName(end: number): void {
    this.state = normal;
    if (this.nameLength > nameCap) {
      this.token('other', end);
      return;
    }
    const text = decodeName(this.nameBytes.subarray(0, this.nameLength));
    const active = activeNames.get(text);
    if (active) throw new Refusal(`PDF with ${active} (/${text})`);
    this.token('name', end, 0, text);
  }

  private endWord(end: number, terminator: number): void {
    this.state = normal;
    const length = this.wordLength;
    let value = 0;
    let digits = length <= maxDigits;
    for (let index = 0; digits && index < length; index += 1) {
      const digit = (this.wordBytes[index] ?? 0) - 0x30;
      if (digit < 0 || digit > 9) digits = false;
      value = value * 10 + digit;
    }
    if (digits) {
      this.token('integer', end, value);
      return;
    }
    const kind = length > wordCap ? 'other' : keywordOf(this.wordBytes, length);
    if (kind === 'stream' && terminator !== 0x0a && terminator !== 0x0d) {
      throw new Refusal('a PDF stream keyword not followed by an end of line');
    }
    this.token(kind, end);
  }

  /** A token from `tokenStart` to `end`, of the given kind (integers with their value). */
  private token(kind: TokenKind, end: number, value = 0, text = ''): void {
    const start = this.tokenStart;
    this.seen(start, end);
    if (this.table && this.tableToken(kind, value)) return;
    if (kind !== 'endobj') {
      if (this.objectBody === 0 && kind === 'integer') {
        this.objectBody = 1;
        this.objectInteger = value;
      } else {
        this.objectBody = 2;
      }
    }
    switch (kind) {
      case 'obj':
        this.objectHeader(start);
        break;
      case 'endobj':
        this.objectEnd();
        break;
      case 'stream':
        this.streamStart(end);
        break;
      case 'xref':
        if (this.dictionaryDepth === 0) {
          this.structure.tables.push(start);
          this.table = { phase: 'firstNumber', next: 0, remaining: 0, offset: 0, generation: 0 };
        }
        break;
      case '<<':
        this.openDictionary();
        break;
      case '>>':
        this.closeDictionary();
        break;
      default:
        break;
    }
    if (kind !== '<<' && kind !== '>>') {
      if (this.dictionaryDepth > 0) this.dictionaryToken(kind, value, text);
      else this.closed = undefined;
    }
    if (kind === 'trailer') this.trailerNext = this.dictionaryDepth === 0;
    else if (this.dictionaryDepth === 0 && kind !== '>>') this.trailerNext = false;
    this.secondInteger = this.lastInteger;
    this.secondValue = this.lastValue;
    this.secondStart = this.lastStart;
    this.lastInteger = kind === 'integer';
    this.lastValue = value;
    this.lastStart = start;
  }

  /** Feeds a token to the cross-reference table being read; false when it ends the table. */
  private tableToken(kind: TokenKind, value: number): boolean {
    const table = this.table;
    if (!table) return false;
    if (kind === 'integer') {
      switch (table.phase) {
        case 'firstNumber':
          table.next = value;
          table.phase = 'entryCount';
          return true;
        case 'entryCount':
          table.remaining = value;
          table.phase = value > 0 ? 'entryOffset' : 'firstNumber';
          return true;
        case 'entryOffset':
          table.offset = value;
          table.phase = 'entryGeneration';
          return true;
        case 'entryGeneration':
          table.generation = value;
          table.phase = 'entryType';
          return true;
        default:
          break;
      }
    } else if ((kind === 'f' || kind === 'n') && table.phase === 'entryType') {
      if (kind === 'n') this.structure.addEntry(table.next, table.generation, table.offset);
      table.next += 1;
      table.remaining -= 1;
      table.phase = table.remaining > 0 ? 'entryOffset' : 'firstNumber';
      return true;
    } else if (table.phase === 'firstNumber') {
      this.table = undefined;
      return false;
    }
    throw new Refusal('a PDF cross-reference table that does not read');
  }

  private objectHeader(keyword: number): void {
    this.forgetDictionaries();
    if (!this.lastInteger || !this.secondInteger) {
      this.object = undefined;
      return;
    }
    const header = {
      position: this.secondStart,
      number: this.secondValue,
      generation: this.lastValue,
    };
    const structure = this.structure;
    structure.headerAt.push(header.position);
    structure.headerNumber.push(header.number);
    structure.headerGeneration.push(header.generation);
    structure.keywordAt.push(keyword);
    this.object = header;
    this.objectBody = 0;
  }

  private objectEnd(): void {
    const object = this.object;
    if (object && this.objectBody === 1) {
      const key = `${object.number} ${object.generation}`;
      const known = this.structure.integers.get(key);
      const value = known === undefined || known === this.objectInteger ? this.objectInteger : NaN;
      this.structure.integers.set(key, value);
    }
    this.object = undefined;
    this.objectBody = 2;
    // A dictionary never spans objects: one left open cannot hide the next object's.
    this.forgetDictionaries();
  }

  private streamStart(keywordEnd: number): void {
    if (this.dictionaryDepth > 0) throw new Refusal('a PDF stream inside a dictionary left open');
    const closed = this.closed;
    if (!closed) throw new Refusal('a PDF stream keyword without a dictionary before it');
    this.stream = {
      keywordEnd,
      dictionary: closed.complete ? parseDictionary(closed.tokens) : undefined,
      object: this.object,
    };
    this.forgetDictionaries();
    this.state = streamData;
  }

  private forgetDictionaries(): void {
    this.dictionaryDepth = 0;
    this.dictionaryTokens = [];
    this.dictionaryOverflow = false;
    this.closed = undefined;
  }

  private dictionaryToken(kind: TokenKind, value: number, text: string): void {
    if (this.dictionaryTokens.length >= maxDictionaryTokens) {
      this.dictionaryOverflow = true;
      return;
    }
    let token: DictionaryToken;
    if (kind === 'integer') token = { kind, value };
    else if (kind === 'name') token = { kind, name: text };
    else if (kind === '[' || kind === ']' || kind === '<<' || kind === '>>' || kind === 'R') {
      token = { kind };
    } else token = { kind: 'other' };
    this.dictionaryTokens.push(token);
  }

  private openDictionary(): void {
    this.dictionaryDepth += 1;
    if (this.dictionaryDepth === 1) {
      this.dictionaryTokens = [];
      this.dictionaryOverflow = false;
      this.closed = undefined;
    } else this.dictionaryToken('<<', 0, '');
  }

  private closeDictionary(): void {
    if (this.dictionaryDepth === 0) {
      this.closed = undefined;
      return;
    }
    this.dictionaryDepth -= 1;
    if (this.dictionaryDepth > 0) {
      this.dictionaryToken('>>', 0, '');
      return;
    }
    const closed = { tokens: this.dictionaryTokens, complete: !this.dictionaryOverflow };
    this.closed = closed;
    this.dictionaryTokens = [];
    if (this.trailerNext && closed.complete) {
      const trailer = parseDictionary(closed.tokens);
      for (const key of ['Prev', 'XRefStm']) {
        const value = trailer?.get(key);
        if (value?.kind === 'integer') this.structure.targets.push(value.value);
      }
    }
    this.trailerNext = false;
  }

  /** The checkpoints (see ScanOptions) must not fall inside the token from `start` to `end`. */
  private seen(start: number, end: number): void {
    const points = this.options.checkpoints;
    if (!points) return;
    let index = this.checkpointIndex;
    while (index < points.length && (points[index] ?? 0) <= start) index += 1;
    this.checkpointIndex = index;
    if (index < points.length && (points[index] ?? 0) < end) {
      throw new Refusal('a PDF object stream whose object starts inside a token');
    }
  }
}

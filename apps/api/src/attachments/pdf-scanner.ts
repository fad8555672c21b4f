import { Refusal } from './file-bytes.js';

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

/** What a stream's dictionary says about how to read it (only what the check needs). */
export interface StreamDictionary {
  type: string | undefined;
  /** The filter names in order; undefined when given in a way not read here (a reference). */
  filters: string[] | undefined;
  /** DecodeParms present: the data is filtered further (predictors). */
  parameters: boolean;
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
const wordCap = 6;

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

type DictionaryEvent = string;
const arrayOpen = '[';
const arrayClose = ']';
const otherToken = '?';
const nestedDictionary = '<<';

function describeStream(events: DictionaryEvent[]): StreamDictionary {
  const after = (key: string) => {
    const index = events.indexOf(`/${key}`);
    return index === -1 ? undefined : index + 1;
  };
  const typeAt = after('Type');
  const typeEvent = typeAt === undefined ? undefined : events[typeAt];
  const type = typeEvent?.startsWith('/') ? typeEvent.slice(1) : undefined;
  let filters: string[] | undefined = [];
  const filterAt = after('Filter');
  if (filterAt !== undefined) {
    const first = events[filterAt];
    if (first?.startsWith('/')) filters = [first.slice(1)];
    else if (first === arrayOpen) {
      const close = events.indexOf(arrayClose, filterAt);
      const names = close === -1 ? [] : events.slice(filterAt + 1, close);
      filters = names.every((event) => event.startsWith('/'))
        ? names.map((event) => event.slice(1))
        : undefined;
    } else filters = undefined;
  }
  return { type, filters, parameters: after('DecodeParms') !== undefined };
}

/**
 * Reads a PDF's syntax as a reader would (comments, strings, names, dictionaries, streams)
 * and throws a Refusal at the first active name, #xx-escaped or not. Names inside strings
 * and stream data are not names, so text such as "(see /JS)" or compressed bytes that
 * happen to spell one are not mistaken for one. Stream data is skipped to the first
 * `endstream` after it (never further, whatever its /Length says: nothing can hide behind a
 * length that is too long); a stream of compressed objects (/Type /ObjStm) is handed to
 * `onObjectStream`, which reads its objects the same way. Fed in pieces (`chunks`), it keeps
 * its state between them.
 */
export class PdfScanner {
  private state = normal;
  private depth = 0;
  private escaped = false;
  private readonly nameBytes = new Uint8Array(nameCap);
  private nameLength = 0;
  private readonly wordBytes = new Uint8Array(wordCap);
  private wordLength = 0;
  private dictionaryDepth = 0;
  private events: DictionaryEvent[] = [];
  /** The dictionary that just closed at the top level, while a `stream` may still follow it. */
  private lastDictionary: StreamDictionary | undefined;
  private stream: { start: number; dictionary: StreamDictionary | undefined } | undefined;

  constructor(
    private readonly onObjectStream: (
      start: number,
      end: number,
      dictionary: StreamDictionary,
    ) => void,
  ) {}

  /** Bytes a piece must repeat from the one before, so `endstream` is never split. */
  static readonly overlap = endstream.length - 1;

  /** Scans `bytes` (starting at file offset `offset`) from `fresh` on. */
  feed(bytes: Buffer, offset: number, fresh: number): void {
    let index = fresh;
    const length = bytes.length;
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
          const kind = classes[byte];
          if (kind === regular) {
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
          if (index < length) this.endWord(offset + index);
          break;
        }
        case name: {
          while (index < length && classes[bytes[index] ?? 0] === regular) {
            if (this.nameLength < nameCap) this.nameBytes[this.nameLength] = bytes[index] ?? 0;
            this.nameLength += 1;
            index += 1;
          }
          if (index < length) this.endName();
          break;
        }
        case literal: {
          while (index < length && this.state === literal) {
            const byte = bytes[index] ?? 0;
            index += 1;
            if (this.escaped) this.escaped = false;
            else if (byte === 0x5c) this.escaped = true;
            else if (byte === 0x28) this.depth += 1;
            else if (byte === 0x29) {
              this.depth -= 1;
              if (this.depth === 0) this.state = normal;
            }
          }
          break;
        }
        case hex:
        case comment: {
          const stops = this.state === hex ? [0x3e] : [0x0a, 0x0d];
          while (index < length && !stops.includes(bytes[index] ?? 0)) index += 1;
          if (index < length) {
            if (this.state === hex) index += 1;
            this.state = normal;
          }
          break;
        }
        case afterLess: {
          if (bytes[index] === 0x3c) {
            index += 1;
            this.openDictionary();
            this.state = normal;
          } else {
            this.token(otherToken);
            this.state = hex;
          }
          break;
        }
        case afterGreater: {
          this.state = normal;
          if (bytes[index] === 0x3e) {
            index += 1;
            this.closeDictionary();
          }
          break;
        }
        default: {
          // Stream data: look for its end, also in the bytes this piece repeats.
          const stream = this.stream;
          if (!stream) throw new Error('stream state without a stream');
          const end = bytes.indexOf(endstream, Math.max(0, stream.start - offset));
          if (end === -1) {
            index = length;
            break;
          }
          this.stream = undefined;
          this.state = normal;
          index = end + endstream.length;
          if (stream.dictionary?.type === 'ObjStm') {
            this.onObjectStream(stream.start, offset + end, stream.dictionary);
          }
        }
      }
    }
  }

  /** Ends the scan: a stream still open means the file hides where its data ends. */
  finish(): void {
    if (this.state === name) this.endName();
    if (this.state === streamData) throw new Refusal('a PDF stream without its endstream');
  }

  private delimiter(byte: number): void {
    switch (byte) {
      case 0x25:
        this.state = comment;
        break;
      case 0x28:
        this.token(otherToken);
        this.depth = 1;
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
        this.token(arrayOpen);
        break;
      case 0x5d:
        this.token(arrayClose);
        break;
      default:
        this.token(otherToken);
    }
  }

  private endName(): void {
    this.state = normal;
    if (this.nameLength > nameCap) {
      this.token(otherToken);
      return;
    }
    const text = decodeName(this.nameBytes.subarray(0, this.nameLength));
    const active = activeNames.get(text);
    if (active) throw new Refusal(`PDF with ${active} (/${text})`);
    this.token(`/${text}`);
  }

  private endWord(position: number): void {
    this.state = normal;
    // Only obj, endobj and stream matter; numbers and other keywords are not decoded.
    const text =
      this.wordLength === 3 || this.wordLength === 6
        ? Buffer.from(this.wordBytes.subarray(0, this.wordLength)).toString('latin1')
        : '';
    if (text === 'stream') {
      // Even inside an unclosed dictionary: a reader may still take what follows for data.
      const dictionary =
        this.dictionaryDepth > 0 ? describeStream(this.events) : this.lastDictionary;
      this.forgetDictionaries();
      // The data starts after the end of line that follows the keyword; `position` is that line end.
      this.stream = { start: position, dictionary };
      this.state = streamData;
    } else if (text === 'obj' || text === 'endobj') {
      // A dictionary never spans objects: one left open cannot hide the next object's.
      this.forgetDictionaries();
    } else {
      this.token(otherToken);
    }
  }

  private forgetDictionaries(): void {
    this.dictionaryDepth = 0;
    this.events = [];
    this.lastDictionary = undefined;
  }

  private token(event: DictionaryEvent): void {
    if (this.dictionaryDepth === 0) this.lastDictionary = undefined;
    else if (this.dictionaryDepth === 1) this.events.push(event);
  }

  private openDictionary(): void {
    this.dictionaryDepth += 1;
    if (this.dictionaryDepth === 1) {
      this.events = [];
      this.lastDictionary = undefined;
    } else if (this.dictionaryDepth === 2) this.events.push(nestedDictionary);
  }

  private closeDictionary(): void {
    if (this.dictionaryDepth === 0) return;
    this.dictionaryDepth -= 1;
    if (this.dictionaryDepth === 0) {
      this.lastDictionary = describeStream(this.events);
      this.events = [];
    }
  }
}

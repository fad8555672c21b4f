import { readSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { Refusal, type FileWindow, type OpenFile } from './file-bytes.js';
import {
  filtersOf,
  integerAt,
  integersAt,
  type PdfDictionary,
  type PdfValue,
} from './pdf-dictionary.js';
import { PdfScanner, type PdfStructure } from './pdf-scanner.js';

/** Compressed bytes of one object or cross-reference stream read at most (real ones are kilobytes). */
const maxStreamBytes = 8 * 1024 * 1024;
/** What all such streams of one file may inflate to together. */
export const maxInflatedBytes = 32 * 1024 * 1024;
/** White space a reader skips between a stream's last byte (by /Length) and `endstream`. */
const maxLengthSlack = 4096;

const isWhite = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0;

/** The end of line after the `stream` keyword (CR LF, LF or CR) is not data. */
export function dataStart(window: FileWindow, keywordEnd: number): number {
  if (window.byte(keywordEnd) === 0x0d && window.byte(keywordEnd + 1) === 0x0a) {
    return keywordEnd + 2;
  }
  return keywordEnd + 1;
}

/** The first byte from `position` on that is not white space (at most 64 skipped). */
export function skipWhite(window: FileWindow, position: number): number {
  for (let at = position; at < position + 64; at += 1) {
    const byte = window.byte(at);
    if (byte < 0 || !isWhite(byte)) return at;
  }
  return position;
}

/**
 * Throws unless a reader that takes the stream's data from its /Length (`length` bytes from
 * `from`) ends where the scan did, at the `endstream` at `end`: only white space may lie
 * between. Data that runs past that `endstream` would be read by the scan as objects and by a
 * reader as data, and the other way round; so the file is refused.
 */
export function checkLength(window: FileWindow, from: number, length: number, end: number): void {
  const dataEnd = from + length;
  if (dataEnd > end) throw new Refusal('a PDF stream whose /Length runs past its endstream');
  if (end - dataEnd > maxLengthSlack) {
    throw new Refusal('a PDF stream whose /Length ends well before its endstream');
  }
  if (!window.bytes(dataEnd, end - dataEnd).every(isWhite)) {
    throw new Refusal('a PDF stream whose /Length ends before its endstream');
  }
}

/** The parameters of the stream's one filter (ISO 32000-1, 7.4.4.4): a dictionary or none. */
function decodeParameters(dictionary: PdfDictionary): PdfDictionary | undefined {
  let value: PdfValue | undefined = dictionary.get('DecodeParms');
  if (value?.kind === 'array' && value.items.length === 1) value = value.items[0];
  if (value === undefined || value.kind === 'other') return undefined;
  if (value.kind !== 'dictionary')
    throw new Refusal('PDF stream parameters this check does not read');
  return value.entries;
}

/** Undoes the PNG predictors (ISO 32000-1, 7.4.4.4): rows of `columns` bytes, each after its filter byte. */
function unpredict(data: Buffer, columns: number): Buffer {
  const row = columns + 1;
  if (data.length % row !== 0) throw new Refusal('PDF stream data cut inside a predictor row');
  const out = Buffer.alloc((data.length / row) * columns);
  for (let rowStart = 0, at = 0; rowStart < data.length; rowStart += row) {
    const filter = data[rowStart];
    for (let column = 0; column < columns; column += 1, at += 1) {
      const raw = data[rowStart + 1 + column] ?? 0;
      const left = column > 0 ? (out[at - 1] ?? 0) : 0;
      const up = at >= columns ? (out[at - columns] ?? 0) : 0;
      const upLeft = column > 0 && at >= columns ? (out[at - columns - 1] ?? 0) : 0;
      let predicted: number;
      switch (filter) {
        case 0:
          predicted = 0;
          break;
        case 1:
          predicted = left;
          break;
        case 2:
          predicted = up;
          break;
        case 3:
          predicted = (left + up) >> 1;
          break;
        case 4: {
          const estimate = left + up - upLeft;
          const toLeft = Math.abs(estimate - left);
          const toUp = Math.abs(estimate - up);
          const toUpLeft = Math.abs(estimate - upLeft);
          predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
          break;
        }
        default:
          throw new Refusal(`a PDF predictor row with filter ${filter ?? '?'}`);
      }
      out[at] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

/** How much the streams of one file have inflated to so far. */
export interface InflateBudget {
  inflated: number;
}

/**
 * The decoded data of a stream the check must read (an object or cross-reference stream),
 * from `from` to `to`: unfiltered, or Flate-encoded and then inflating completely (a
 * truncated stream is refused, not read in part), with PNG predictors undone. Anything else
 * (another filter, encryption, damage, more than the caps) cannot be checked and is refused.
 */
export function streamBytes(
  file: OpenFile,
  from: number,
  to: number,
  dictionary: PdfDictionary,
  budget: InflateBudget,
  what: string,
): Buffer {
  const length = to - from;
  if (length > maxStreamBytes) throw new Refusal(`${what} too large to check`);
  const filters = filtersOf(dictionary);
  if (filters === undefined || filters.length > 1) {
    throw new Refusal(`${what} encoded in a way this check does not read`);
  }
  const [filter] = filters;
  if (filter !== undefined && filter !== 'FlateDecode' && filter !== 'Fl') {
    throw new Refusal(`${what} encoded with /${filter}`);
  }
  const data = Buffer.alloc(Math.max(0, length));
  readSync(file.fd, data, 0, data.length, from);
  let decoded: Buffer = data;
  if (filter !== undefined) {
    try {
      decoded = inflateSync(data, {
        maxOutputLength: Math.max(1, maxInflatedBytes - budget.inflated),
      });
    } catch (error) {
      throw new Refusal(`${what} that does not inflate completely within bounds`, {
        cause: error,
      });
    }
  }
  budget.inflated += decoded.length;
  const parameters = decodeParameters(dictionary);
  const predictor = parameters ? (integerAt(parameters, 'Predictor') ?? 1) : 1;
  if (predictor === 1) return decoded;
  const colors = parameters ? (integerAt(parameters, 'Colors') ?? 1) : 1;
  const bits = parameters ? (integerAt(parameters, 'BitsPerComponent') ?? 8) : 8;
  const columns = parameters ? (integerAt(parameters, 'Columns') ?? 1) : 1;
  if (predictor < 10 || predictor > 15 || colors !== 1 || bits !== 8 || columns < 1) {
    throw new Refusal(`${what} with a predictor this check does not read`);
  }
  return unpredict(decoded, columns);
}

/**
 * Scans the objects of an object stream (ISO 32000-1, 7.5.7) as the file's own objects are
 * scanned. A reader finds each object at /First plus the offset the stream's header gives:
 * each of those must be where the scan is between tokens, not inside a string or comment.
 */
export function scanObjectStream(objects: Buffer, dictionary: PdfDictionary): void {
  const count = integerAt(dictionary, 'N');
  const first = integerAt(dictionary, 'First');
  if (count === undefined || first === undefined || first > objects.length) {
    throw new Refusal('a PDF object stream without a readable /N and /First');
  }
  const header = objects
    .subarray(0, first)
    .toString('latin1')
    .split(/[\0\t\n\f\r ]+/)
    .filter(Boolean);
  if (header.length < 2 * count) throw new Refusal('a PDF object stream header cut short');
  const checkpoints: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const [number, offset] = [header[2 * index] ?? '', header[2 * index + 1] ?? ''];
    if (!/^\d+$/.test(number) || !/^\d+$/.test(offset)) {
      throw new Refusal('a PDF object stream header that does not read');
    }
    checkpoints.push(first + Number(offset));
  }
  checkpoints.sort((a, b) => a - b);
  const inner = new PdfScanner({
    onStream: () => {
      throw new Refusal('a PDF stream inside an object stream');
    },
    checkpoints,
  });
  inner.feed(objects, 0, 0);
  inner.finish();
}

/** Reads a big-endian number of `width` bytes (width 0: none, 0). */
function field(data: Buffer, at: number, width: number): number {
  let value = 0;
  for (let index = 0; index < width; index += 1) value = value * 256 + (data[at + index] ?? 0);
  return value;
}

/**
 * Adds the entries of a cross-reference stream (ISO 32000-1, 7.5.8) to the structure: its
 * in-use entries (type 1) to be checked against the objects' headers, and the object streams
 * its compressed entries (type 2) name to `containers`; its /Prev to the structure's targets.
 */
export function readXrefStream(
  data: Buffer,
  dictionary: PdfDictionary,
  structure: PdfStructure,
  containers: number[],
): void {
  const widths = integersAt(dictionary, 'W');
  const size = integerAt(dictionary, 'Size');
  const sections = integersAt(dictionary, 'Index') ?? (size === undefined ? undefined : [0, size]);
  if (
    !widths ||
    widths.length !== 3 ||
    widths.some((width) => width > 8) ||
    !sections ||
    sections.length % 2 !== 0
  ) {
    throw new Refusal('a PDF cross-reference stream whose layout does not read');
  }
  const [typeWidth = 0, secondWidth = 0, thirdWidth = 0] = widths;
  const rowWidth = typeWidth + secondWidth + thirdWidth;
  let rows = 0;
  for (let index = 1; index < sections.length; index += 2) rows += sections[index] ?? 0;
  if (rowWidth === 0 || rows * rowWidth > data.length) {
    throw new Refusal('a PDF cross-reference stream shorter than its entries');
  }
  let at = 0;
  for (let index = 0; index < sections.length; index += 2) {
    const start = sections[index] ?? 0;
    const count = sections[index + 1] ?? 0;
    for (let entry = 0; entry < count; entry += 1, at += rowWidth) {
      // Without a type field every entry is in use (type 1).
      const type = typeWidth === 0 ? 1 : field(data, at, typeWidth);
      const second = field(data, at + typeWidth, secondWidth);
      const third = field(data, at + typeWidth + secondWidth, thirdWidth);
      if (type === 1) structure.addEntry(start + entry, third, second);
      else if (type === 2) containers.push(second);
    }
  }
  const previous = integerAt(dictionary, 'Prev');
  if (previous !== undefined) structure.targets.push(previous);
}

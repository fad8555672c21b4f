import { chunks, FileWindow, Refusal, type OpenFile } from './file-bytes.js';
import { nameAt } from './pdf-dictionary.js';
import { PdfScanner, type PdfStructure, type ScannedStream } from './pdf-scanner.js';
import {
  checkLength,
  dataStart,
  readXrefStream,
  scanObjectStream,
  skipWhite,
  streamBytes,
  type InflateBudget,
} from './pdf-streams.js';

const objKeyword = Buffer.from('obj', 'latin1');
const startxref = Buffer.from('startxref', 'latin1');
/** Bytes looked at before an `obj` to tell whether it ends an object header. */
const headerLookBack = 256;

/** Where `sorted` (ascending) holds `value`, or -1. */
function indexIn(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = sorted[middle] ?? 0;
    if (at === value) return middle;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

// White space as the readers' repair code sees it (a regular expression's \s on latin1 text).
const isSpace = (byte: number) =>
  byte === 0x20 || (byte >= 0x09 && byte <= 0x0d) || byte === 0 || byte === 0xa0;
const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39;
const isWordByte = (byte: number) =>
  isDigit(byte) ||
  (byte >= 0x41 && byte <= 0x5a) ||
  (byte >= 0x61 && byte <= 0x7a) ||
  byte === 0x5f;

/**
 * True when the `obj` at `position` ends what a reader rebuilding a damaged file's index
 * takes for an object header (`\d+\s+\d+\s+obj\b`, as pdf.js's and poppler's repair code
 * search the raw bytes). Unsure (a run that goes on past the bytes looked at) counts as one.
 */
function endsHeader(window: FileWindow, position: number): boolean {
  const after = window.byte(position + 3);
  if (after >= 0 && isWordByte(after)) return false;
  const from = Math.max(0, position - headerLookBack);
  const before = window.bytes(from, position - from);
  let index = before.length - 1;
  for (const test of [isSpace, isDigit, isSpace, isDigit]) {
    const runEnd = index;
    while (index >= 0 && test(before[index] ?? 0)) index -= 1;
    if (index < 0 && from > 0) return true;
    if (index === runEnd) return false;
  }
  return true;
}

/** The offset written after the `startxref` at `position`, as readers read it; undefined when none. */
function startxrefValue(window: FileWindow, position: number): number | undefined {
  let at = skipWhite(window, position + startxref.length);
  let digits = '';
  for (let byte = window.byte(at); isDigit(byte) && digits.length < 15; byte = window.byte(at)) {
    digits += String.fromCharCode(byte);
    at += 1;
  }
  return digits === '' ? undefined : Number(digits);
}

/** Each position of `needle` in `bytes` that was not already in the previous piece. */
function* matches(bytes: Buffer, needle: Buffer, fresh: number): Generator<number> {
  let index = bytes.indexOf(needle, Math.max(0, fresh - needle.length + 1));
  while (index !== -1) {
    yield index;
    index = bytes.indexOf(needle, index + 1);
  }
}

/**
 * Checks that every place a reader is sent to is a place the scan read as such: each
 * in-use cross-reference entry (tables and streams) points at the header of its object
 * (white space before it allowed), each compressed entry names an object stream that was
 * read, and /Prev, /XRefStm and `startxref` point at a cross-reference table or stream.
 * Offsets into a comment, a string or stream data (where the scan saw no object) are refused.
 */
function checkReferences(
  window: FileWindow,
  structure: PdfStructure,
  found: { startxrefs: number[]; objectStreams: Set<number>; xrefStreams: Set<number> },
  containers: number[],
): void {
  const { number, generation, offset } = structure.entries;
  for (const [index, entryOffset] of offset.entries()) {
    const header = indexIn(structure.headerAt, skipWhite(window, entryOffset));
    if (
      header === -1 ||
      structure.headerNumber[header] !== number[index] ||
      structure.headerGeneration[header] !== generation[index]
    ) {
      throw new Refusal(
        `a PDF cross-reference entry (object ${number[index] ?? '?'}) that does not point at its object`,
      );
    }
  }
  for (const container of containers) {
    if (!found.objectStreams.has(container)) {
      throw new Refusal(`a PDF object stored in object ${container}, not an object stream read`);
    }
  }
  const targets = [...structure.targets];
  for (const position of found.startxrefs) {
    // 0 is what a linearized file's first trailer says; readers use the last startxref.
    const value = startxrefValue(window, position);
    if (value !== undefined && value !== 0) targets.push(value);
  }
  for (const target of targets) {
    const at = skipWhite(window, target);
    if (indexIn(structure.tables, at) === -1 && !found.xrefStreams.has(at)) {
      throw new Refusal('a PDF whose cross-reference data is not where its trailer says');
    }
  }
}

/**
 * Throws a Refusal when the PDF is not a whole PDF (its %%EOF trailer in the last KiB) or
 * carries active content: JavaScript, a launch action, embedded files, also written with
 * #xx escapes or inside compressed object streams (inflated with a cap). So that what the
 * scan reads is what a reader reads, the file is also refused when a stream's /Length
 * disagrees with where its `endstream` is, a `stream` keyword follows no dictionary, an
 * object or cross-reference stream does not decode completely (another filter, encrypted,
 * damaged, too large), a cross-reference offset points where the scan saw no object, or an
 * object header stands inside a comment, a string or stream data (where a reader repairing
 * a damaged file would find it).
 */
export function checkPdf(file: OpenFile): void {
  const window = new FileWindow(file);
  const tailFrom = Math.max(0, file.size - 1024);
  if (!window.bytes(tailFrom, file.size - tailFrom).includes('%%EOF')) {
    throw new Refusal('a PDF without its %%EOF trailer');
  }
  const budget: InflateBudget = { inflated: 0 };
  const found = {
    startxrefs: [] as number[],
    objectStreams: new Set<number>(),
    xrefStreams: new Set<number>(),
  };
  const containers: number[] = [];
  const indirectLengths: { key: string; from: number; end: number }[] = [];
  const onStream = ({ keywordEnd, end, dictionary, object }: ScannedStream) => {
    if (!dictionary) throw new Refusal('a PDF stream whose dictionary does not read');
    const from = dataStart(window, keywordEnd);
    const length = dictionary.get('Length');
    let dataEnd = end;
    if (length?.kind === 'integer') {
      checkLength(window, from, length.value, end);
      dataEnd = from + length.value;
    } else if (length?.kind === 'reference') {
      // Known once the object holding it has been read: checked after the scan.
      indirectLengths.push({ key: `${length.number} ${length.generation}`, from, end });
    } else {
      throw new Refusal('a PDF stream without a /Length');
    }
    const type = nameAt(dictionary, 'Type');
    if (type === 'ObjStm') {
      const what = 'a PDF object stream';
      scanObjectStream(streamBytes(file, from, dataEnd, dictionary, budget, what), dictionary);
      if (object) found.objectStreams.add(object.number);
    } else if (type === 'XRef') {
      const what = 'a PDF cross-reference stream';
      const data = streamBytes(file, from, dataEnd, dictionary, budget, what);
      readXrefStream(data, dictionary, scanner.structure, containers);
      if (object) found.xrefStreams.add(object.position);
    }
  };
  const scanner = new PdfScanner({ onStream });
  const headerLike: number[] = [];
  for (const { bytes, offset, fresh } of chunks(file, 0, PdfScanner.overlap)) {
    scanner.feed(bytes, offset, fresh);
    for (const at of matches(bytes, objKeyword, fresh)) {
      if (endsHeader(window, offset + at)) headerLike.push(offset + at);
    }
    for (const at of matches(bytes, startxref, fresh)) found.startxrefs.push(offset + at);
  }
  scanner.finish();
  const structure = scanner.structure;
  for (const { key, from, end } of indirectLengths) {
    const length = structure.integers.get(key);
    if (length === undefined || Number.isNaN(length)) {
      throw new Refusal(`a PDF stream whose /Length (${key} R) is not an integer object`);
    }
    checkLength(window, from, length, end);
  }
  for (const position of headerLike) {
    if (indexIn(structure.keywordAt, position) === -1) {
      throw new Refusal('a PDF object header inside a comment, a string or stream data');
    }
  }
  checkReferences(window, structure, found, containers);
}

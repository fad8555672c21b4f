import { closeSync, openSync, readSync } from 'node:fs';
import { chunks } from './file-bytes.js';
import { ScratchFile } from './scratch-file.js';

// What a reader that rebuilds its cross-reference table by scanning the body reads. poppler
// does so whenever a reference of a file with a classic table lands on a free entry, on a
// number beyond /Size or on a generation the table does not hold (XRef::fetch, then
// XRef::constructXRef), and reads every `N G obj` its scan finds: at the start of a line, after
// an `endobj` on the same line, and wherever its 256-byte line buffer splits a long line. qpdf
// rebuilds the same way but looks only at the start of lines. The copy qpdf is given has a
// line break before every object header, so that qpdf's scan finds at least what poppler's
// does, and no `startxref` near its end, so that qpdf scans instead of reading the table.

/** PDF white space (ISO 32000-1, 7.2.2). */
const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0;
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
/** A byte that ends a keyword: white space, a delimiter, or the end. */
const endsKeyword = (byte: number | undefined) =>
  byte === undefined || isSpace(byte) || '()<>[]{}/%'.includes(String.fromCharCode(byte));

/** How far before `obj` an object header's numbers are looked for: headers are short. */
const maxHeaderBytes = 1024;
const obj = Buffer.from('obj', 'latin1');
const trailer = Buffer.from('trailer', 'latin1');
const startxref = Buffer.from('startxref', 'latin1');
/** qpdf looks for `startxref` in the last 1054 bytes of a file: more than that is voided. */
const tailBytes = 4096;

/**
 * Where the object header whose `obj` keyword is at `at` in `bytes` starts (its number's first
 * digit), or -1: a number, white space, a generation, white space (or none, as poppler's
 * lexer reads `4 0obj`), then `obj` ending as a keyword ends. `fileStart`: `bytes` begin the
 * file (a header may start there); otherwise a header must start within `maxHeaderBytes`.
 */
export function headerStart(bytes: Buffer, at: number, fileStart: boolean): number {
  if (!endsKeyword(bytes[at + 3])) return -1;
  const floor = fileStart ? 0 : Math.max(0, at - maxHeaderBytes);
  let position = at - 1;
  const skip = (test: (byte: number | undefined) => boolean) => {
    while (position >= floor && test(bytes[position])) position -= 1;
  };
  skip(isSpace);
  if (!isDigit(bytes[position])) return -1;
  skip(isDigit);
  if (!isSpace(bytes[position])) return -1;
  skip(isSpace);
  if (!isDigit(bytes[position])) return -1;
  skip(isDigit);
  // The number must start after a byte that is no digit, or at the file's start.
  if (position < 0 ? !fileStart : isDigit(bytes[position]) || position < floor) return -1;
  return position + 1;
}

/** How far a header read where a table points is followed: past it, it is taken as one. */
const headerWindow = 64 * 1024;

/**
 * True when the bytes at `offset` of the file may read as the header of object `number`,
 * `generation` as poppler's lexer reads them where a table points: white space and comments
 * before and between the numbers, none needed before `obj` (`4 0obj`), `obj` or `obj1234`
 * (which poppler takes as the object 1234). A header longer than 64 KiB is taken as one.
 */
export function headerAt(path: string, offset: number, number: number, generation: number) {
  const fd = openSync(path, 'r');
  const bytes = Buffer.alloc(headerWindow);
  let length: number;
  try {
    length = readSync(fd, bytes, 0, bytes.length, offset);
  } finally {
    closeSync(fd);
  }
  let at = 0;
  const skip = () => {
    for (;;) {
      while (at < length && isSpace(bytes[at])) at += 1;
      if (bytes[at] !== 0x25) return;
      while (at < length && bytes[at] !== 0x0a && bytes[at] !== 0x0d) at += 1;
    }
  };
  const integer = () => {
    const from = at;
    while (at < length && isDigit(bytes[at])) at += 1;
    return at > from ? Number(bytes.toString('latin1', from, at)) : undefined;
  };
  skip();
  if (integer() !== number) return at >= length;
  const separated = at;
  skip();
  if (at === separated && at < length) return false;
  if (integer() !== generation) return at >= length;
  skip();
  if (at + 3 > length) return true;
  if (bytes.toString('latin1', at, at + 3) !== 'obj') return false;
  at += 3;
  while (at < length && isDigit(bytes[at])) at += 1;
  return at >= length || endsKeyword(bytes[at]);
}

/**
 * The file's copy for a reconstructing reader (above), written to a scratch file of the
 * check's own. Read in 1 MiB pieces; linear in the file's size.
 */
export async function scanCopy(path: string, size: number): Promise<ScratchFile> {
  const copy = await ScratchFile.beside(path);
  try {
    const fd = openSync(path, 'r');
    let written = 0;
    let output = 0;
    /** The last header a line break was put before (found again in the next piece's overlap). */
    let lastHeader = -1;
    const emit = async (to: number, bytes: Buffer, offset: number) => {
      if (to <= written) return;
      const piece = bytes.subarray(written - offset, to - offset);
      await copy.write(piece, output);
      output += piece.length;
      written = to;
    };
    try {
      for (const { bytes, offset, fresh } of chunks({ fd, size }, 0, maxHeaderBytes + 8)) {
        // Headers whose `obj` is in this piece's new bytes (or just before them, cut off), and
        // trailers (poppler finds one after an `endobj` on its line, qpdf only at its start).
        const starts: number[] = [];
        const from = Math.max(0, fresh - 8);
        for (let at = bytes.indexOf(obj, from); at !== -1; at = bytes.indexOf(obj, at + 1)) {
          const start = headerStart(bytes, at, offset === 0);
          if (start !== -1) starts.push(start);
        }
        for (
          let at = bytes.indexOf(trailer, from);
          at !== -1;
          at = bytes.indexOf(trailer, at + 1)
        ) {
          starts.push(at);
        }
        for (const start of starts.sort((a, b) => a - b)) {
          if (offset + start < written || offset + start === lastHeader) continue;
          lastHeader = offset + start;
          await emit(offset + start, bytes, offset);
          await copy.write(Buffer.from('\n'), output);
          output += 1;
        }
        // What a header found in the next piece may start in stays unwritten until then.
        const end = offset + bytes.length;
        await emit(end === size ? end : Math.max(written, end - maxHeaderBytes - 8), bytes, offset);
      }
    } finally {
      closeSync(fd);
    }
    await voidStartxref(copy, output);
    return copy;
  } catch (error) {
    await copy.close();
    throw error;
  }
}

/**
 * True when the file's last cross-reference section, the one its `startxref` names, is a
 * classic table (ISO 32000-1, 7.5.4): a reader that finds a reference the table does not hold
 * rebuilds it by scanning (poppler does for these only, not for cross-reference streams).
 */
export function isClassicTableFile(path: string, size: number): boolean {
  const fd = openSync(path, 'r');
  try {
    const from = Math.max(0, size - tailBytes);
    const tail = Buffer.alloc(size - from);
    readSync(fd, tail, 0, tail.length, from);
    const pointer = [...tail.toString('latin1').matchAll(/startxref[\0\t\n\f\r ]+(\d+)/g)].at(-1);
    if (pointer === undefined) return false;
    const head = Buffer.alloc(64);
    const length = readSync(fd, head, 0, head.length, Number(pointer[1]));
    return /^[\0\t\n\f\r ]*xref/.test(head.toString('latin1', 0, length));
  } finally {
    closeSync(fd);
  }
}

/** Overwrites every `startxref` near the copy's end: qpdf then rebuilds its table by scanning. */
async function voidStartxref(copy: ScratchFile, size: number): Promise<void> {
  const from = Math.max(0, size - tailBytes);
  const tail = Buffer.alloc(size - from);
  await copy.read(tail, from);
  let changed = false;
  for (let at = tail.indexOf(startxref); at !== -1; at = tail.indexOf(startxref, at + 1)) {
    tail.write('STARTXREF', at, 'latin1');
    changed = true;
  }
  if (changed) await copy.write(tail, from);
}

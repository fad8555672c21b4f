import { Refusal } from './refusal.js';
import { runQpdf } from './qpdf-run.js';
import {
  fromQpdfJson,
  PdfName,
  streamMark,
  type PdfDict,
  type PdfRef,
  type PdfValue,
} from './pdf-values.js';

/** A PDF's objects as qpdf read them: each found by its reference, and the trailer. */
export interface PdfGraph {
  /** The object a reference names (a stream: its dictionary), or undefined when there is none. */
  resolve(ref: PdfRef): PdfValue | undefined;
  trailer: PdfDict | undefined;
}

const mebibyte = 1024 * 1024;
/**
 * How much JSON qpdf may write per byte of the file, on top of a fixed allowance: real files
 * take a few times their size (R's reference manual 3.3 times, its object streams decoded); a
 * small file whose object streams inflate to hundreds of times its size is a decompression
 * bomb, refused as one, as the .docx check refuses a part beyond its ratio.
 */
export const graphBounds = { baseBytes: 16 * mebibyte, bytesPerByte: 50 };

/** The first line of one object in qpdf's JSON (each object starts at this indentation). */
const objectStart = /^ {6}"(?:obj:(\d+ \d+ R)|trailer)": \{$/;
const objectEnd = /^ {6}\},?$/;
/** A line that is a number (a value or an array's item): qpdf writes reals as the file does. */
const numberLine = /^(\s*(?:"(?:[^"\\]|\\.)*": )?)([-+]?[0-9.]+)(,?)$/;
const jsonNumber = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

/**
 * What qpdf says when it could not read an object that other readers might: an object the
 * index names but qpdf found nowhere (`4 0obj`), a stream it could not decode (an object
 * stream's objects lost with it), an object it gave up on, data nested too deep to keep.
 */
const unread =
  /not found in file after regenerating|error decoding stream data|unfilterable stream|error reading object|deeply nested/;
/** qpdf ran out of the memory it was given: the check failed, not the file. */
const outOfMemory = /bad_alloc|out of memory/;

/** The line with its number written as JSON writes it (`5.`, `+1.5`, `.5`, `01.5` are in PDFs). */
function jsonLine(line: string): string {
  const number = numberLine.exec(line);
  if (!number || jsonNumber.test(number[2] ?? '')) return line;
  const value = Number(number[2]);
  return `${number[1] ?? ''}${Number.isFinite(value) ? String(value) : '0'}${number[3] ?? ''}`;
}

/**
 * Reads the PDF at `path` with qpdf (qpdf-run.ts) and gives `visit` every object it finds,
 * as it finds them: whatever its cross-reference table says, qpdf repairs the file, reads
 * object and cross-reference streams (their predictors too), decrypts a file whose user
 * password is empty, and undoes names' and strings' encodings. What it cannot read at all is
 * refused as no PDF a reader opens (and one that needs a password, for what it is).
 *
 * Objects are kept as compact JSON text, parsed again when a rule resolves one, so memory
 * stays near the size of the file's objects, not of their values in the heap.
 */
export async function readPdfGraph(
  path: string,
  size: number,
  visit: (value: PdfValue) => void,
  signal?: AbortSignal,
): Promise<PdfGraph> {
  const objects = new Map<string, string>();
  let trailer: PdfDict | undefined;
  let current: { id: string | undefined; lines: string[] } | undefined;
  let objectStreams = 0;
  /** Objects referenced that qpdf found nowhere (it lists them as null). */
  let unlisted = 0;
  const exit = await runQpdf(
    { path },
    size,
    ['--json=2', '--json-key=qpdf', '--json-stream-data=none'],
    graphBounds.baseBytes + graphBounds.bytesPerByte * size,
    (line) => {
      if (current === undefined) {
        const start = objectStart.exec(line);
        if (start) current = { id: start[1], lines: ['{'] };
        return;
      }
      if (!objectEnd.test(line)) {
        current.lines.push(jsonLine(line).trimStart());
        return;
      }
      current.lines.push('}');
      const text = current.lines.join('');
      const value = objectValue(JSON.parse(text));
      if (current.id === undefined) {
        const read = fromQpdfJson(value);
        if (read instanceof Map) trailer = read;
        visit(read);
      } else {
        // The entry as qpdf wrote it, indentation gone: a value is parsed again when resolved.
        // A stream is kept as one (what resolving it needs), not with its dictionary.
        objects.set(
          current.id,
          value instanceof Object && streamMark in value ? streamEntry : text,
        );
        if (value === null) unlisted += 1;
        const read = fromQpdfJson(value);
        if (read instanceof Map && isObjectStream(read)) objectStreams += 1;
        visit(read);
      }
      current = undefined;
    },
    new RegExp(`${unread.source}|${outOfMemory.source}`),
    signal,
  );
  if (exit.stopped === 'output') {
    throw new Refusal(
      `a PDF whose objects take more than ${graphBounds.bytesPerByte} times its size to read (a decompression bomb)`,
    );
  }
  // Not the file's fault: the disk of the uploads is full, qpdf ran out of its time or memory.
  if (
    exit.stopped === 'time' ||
    /No space left on device/.test(exit.messages) ||
    exit.noticed.some((message) => outOfMemory.test(message))
  ) {
    throw new Error(`qpdf did not finish: ${exit.stopped ?? lastLine(exit.messages)}`);
  }
  if (exit.status === 2 || exit.status === null) {
    if (/invalid password/.test(exit.messages)) {
      throw new Refusal('a PDF that opens only with a password, which this check cannot read');
    }
    throw new Refusal(`not a PDF a reader opens: ${lastLine(exit.messages)}`);
  }
  if (exit.status !== 0 && exit.status !== 3) {
    throw new Error(`qpdf ended with status ${exit.status}: ${lastLine(exit.messages)}`);
  }
  // qpdf writes the trailer of every file it opens: without one, its output was not read.
  if (trailer === undefined) throw new Error('qpdf wrote no trailer: its JSON was not read');
  // What qpdf could not read, other readers may: what they would run there was not seen.
  const notRead = exit.noticed.find((message) => unread.test(message));
  if (notRead !== undefined) {
    throw new Refusal(
      `a damaged PDF with an object this check cannot read (qpdf: ${notRead}; other readers may)`,
    );
  }
  // Rebuilding a lost index, qpdf finds the objects written in the open, not those inside
  // object streams, which other readers' repairs do find: what they would read was not read.
  // An object referenced but not indexed, in a file with object streams: readers that look
  // for it (pdf.js rebuilds the index then) find it inside an object stream qpdf did not open.
  if (
    objectStreams > 0 &&
    (unlisted > 0 || /Attempting to reconstruct cross-reference table/.test(exit.messages))
  ) {
    throw new Refusal(
      'a damaged PDF whose object streams no index lists (readers that repair it find objects in them this check cannot see)',
    );
  }
  return {
    resolve: (ref) => {
      const text = objects.get(ref.id);
      return text === undefined ? undefined : fromQpdfJson(objectValue(JSON.parse(text)));
    },
    trailer,
  };
}

const isObjectStream = (dict: PdfDict) => {
  const type = dict.get('Type');
  return type instanceof PdfName && type.name === 'ObjStm';
};

/** What a stream is kept as: a stream, its dictionary left out. */
const streamEntry = '{"stream":{"dict":{}}}';

/** An entry's value: an object's `value`, a stream's dictionary marked as a stream's. */
function objectValue(entry: unknown): unknown {
  if (typeof entry !== 'object' || entry === null) return null;
  if ('value' in entry) return entry.value;
  if ('stream' in entry && typeof entry.stream === 'object' && entry.stream !== null) {
    const dict = 'dict' in entry.stream ? entry.stream.dict : undefined;
    return { ...(typeof dict === 'object' ? dict : {}), [streamMark]: true };
  }
  return null;
}

const lastLine = (messages: string) =>
  messages
    .trim()
    .split('\n')
    .at(-1)
    ?.replace(/^.*?qpdf: /, '') ?? 'qpdf could not read it';

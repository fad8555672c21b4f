import { Refusal } from './refusal.js';
import { headerAt, isClassicTableFile, scanCopy } from './pdf-scan-copy.js';
import { decidingKeys } from './pdf-rules.js';
import { qpdfLimits, qpdfMemory, runQpdf, type QpdfExit, type QpdfInput } from './qpdf-run.js';
import {
  fromQpdfJson,
  PdfName,
  streamMark,
  type PdfDict,
  type PdfRef,
  type PdfValue,
} from './pdf-values.js';

/**
 * A PDF's objects as the readers' views hold them (readPdfGraph): every value a reference
 * names in any view, and the trailer.
 */
export interface PdfGraph {
  /** The objects a reference names (a stream: its dictionary), one per view that differs. */
  resolve(ref: PdfRef): PdfValue[];
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
 * What qpdf says when it could not read what other readers might: a stream it could not
 * decode (an object stream's objects lost with it), an object it gave up on, data nested too
 * deep to keep.
 */
const unread = /error decoding stream data|unfilterable stream|error reading object|deeply nested/;
/** qpdf ran out of the memory it was given. */
const outOfMemory = /bad_alloc|out of memory/;
/** Where the table put an object qpdf did not find there, and an object it found nowhere. */
const misplaced = /\(object (\d+) (\d+), offset (\d+)\): expected (?:\d+ \d+|n n) obj/;
const notFound = /object (\d+) (\d+) not found in file after regenerating/;
/** A key given twice in one dictionary: qpdf keeps the last value, poppler may keep the first. */
const duplicated = /dictionary has duplicated key \/(\S+?);/;

/** The line with its number written as JSON writes it (`5.`, `+1.5`, `.5`, `01.5` are in PDFs). */
function jsonLine(line: string): string {
  const number = numberLine.exec(line);
  if (!number || jsonNumber.test(number[2] ?? '')) return line;
  const value = Number(number[2]);
  return `${number[1] ?? ''}${Number.isFinite(value) ? String(value) : '0'}${number[3] ?? ''}`;
}

/** One reader's view: its objects as qpdf's JSON text, its trailer, how qpdf's run went. */
interface View {
  objects: Map<string, string>;
  trailer: PdfDict | undefined;
  exit: QpdfExit;
  /** Object streams among its objects. */
  objectStreams: number;
  /** Objects referenced that qpdf found nowhere (it lists them as null). */
  unlisted: number;
}

/**
 * One qpdf reading of `input` as JSON: every object is handed to `take` as it comes, with its
 * text; `take` says whether to keep the text (to resolve references later).
 */
async function readView(
  input: QpdfInput,
  size: number,
  take: (id: string | undefined, text: string, value: PdfValue) => boolean,
  signal: AbortSignal | undefined,
): Promise<View> {
  const objects = new Map<string, string>();
  let trailer: PdfDict | undefined;
  let current: { id: string | undefined; lines: string[] } | undefined;
  let objectStreams = 0;
  let unlisted = 0;
  const watched = [unread, outOfMemory, misplaced, notFound, duplicated];
  const exit = await runQpdf(
    input,
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
      const read = fromQpdfJson(value);
      if (current.id === undefined) {
        if (read instanceof Map) trailer = read;
        take(undefined, text, read);
      } else {
        if (value === null) unlisted += 1;
        if (read instanceof Map && isObjectStream(read)) objectStreams += 1;
        // The entry as qpdf wrote it, indentation gone: a value is parsed again when resolved.
        // A stream is kept as one (what resolving it needs), not with its dictionary.
        const kept = value instanceof Object && streamMark in value ? streamEntry : text;
        if (take(current.id, kept, read)) objects.set(current.id, kept);
      }
      current = undefined;
    },
    new RegExp(watched.map((pattern) => pattern.source).join('|')),
    signal,
  );
  return { objects, trailer, exit, objectStreams, unlisted };
}

/** The messages of `exit` that match `pattern`, each with its groups. */
const noticed = (exit: QpdfExit, pattern: RegExp) =>
  exit.noticed.flatMap((message) => {
    const match = pattern.exec(message);
    return match ? [match] : [];
  });

/**
 * Refuses, or fails, on how qpdf's run went, for a view that must be read (the table's): a
 * decompression bomb, a password, nothing read; not the file's fault: qpdf out of time, of its
 * memory when that was capped, the disk full.
 */
function judgeRun(exit: QpdfExit, size: number): void {
  const bomb = `a PDF whose objects take more than ${graphBounds.bytesPerByte} times its size to read (a decompression bomb)`;
  if (exit.stopped === 'output') throw new Refusal(bomb);
  if (exit.noticed.some((message) => outOfMemory.test(message))) {
    // Memory given in proportion to the file (more than any real document needs: R's
    // reference manual takes a third of it) and exhausted: what a bomb does. Only where the
    // cap, not the file's size, set the bound is it the check's failure.
    if (qpdfMemory(size) < qpdfLimits.maxMemory) {
      throw new Refusal(`${bomb}: more memory than ${qpdfLimits.memoryPerByte} times its size`);
    }
    throw new Error('qpdf ran out of its memory');
  }
  if (exit.stopped === 'time' || /No space left on device/.test(exit.messages)) {
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
  if (exit.noticed.length >= qpdfLimits.noticed) {
    throw new Refusal('a PDF with more damage than this check follows');
  }
}

/**
 * Refuses what the table's view shows that another reader reads and qpdf did not: a stream it
 * could not decode or an object it gave up on; where the table points, an object header qpdf
 * could not read (`4 0obj`, which poppler and pdf.js read); object streams in a file whose
 * table qpdf rebuilt or whose references name objects it found nowhere (pdf.js, rebuilding,
 * reads object streams; qpdf's rebuilding does not). An object the table names and the file
 * does not hold (cairo 1.16 lists one) is null to every reader: no reason to refuse.
 */
function judgeTableView(view: View, path: string): void {
  const notRead = view.exit.noticed.find((message) => unread.test(message));
  if (notRead !== undefined) {
    throw new Refusal(
      `a damaged PDF with an object this check cannot read (qpdf: ${notRead}; other readers may)`,
    );
  }
  const missing = new Set(
    noticed(view.exit, notFound).map(([, number, gen]) => `${number} ${gen}`),
  );
  for (const [, number, generation, offset] of noticed(view.exit, misplaced)) {
    if (!missing.has(`${number} ${generation}`)) continue;
    if (headerAt(path, Number(offset), Number(number), Number(generation))) {
      throw new Refusal(
        `a damaged PDF with an object this check cannot read (${number} ${generation}, where its table points; other readers read it)`,
      );
    }
  }
  if (
    view.objectStreams > 0 &&
    (view.unlisted > 0 ||
      /Attempting to reconstruct cross-reference table/.test(view.exit.messages))
  ) {
    throw new Refusal(
      'a damaged PDF whose object streams no index lists (readers that repair it find objects in them this check cannot see)',
    );
  }
}

/**
 * Refuses a dictionary that gives a key the rules read twice: qpdf keeps the last value, and
 * poppler the first in a dictionary of more than 32 entries, so a value this check never sees
 * (a script behind a harmless second /JS, a share behind a second /URI) is the one a reader
 * acts on. Keys the rules do not read (/ProcSet, /I, which real files repeat) stay harmless.
 */
function judgeDuplicatedKeys(views: readonly View[]): void {
  for (const view of views) {
    for (const [, key = ''] of noticed(view.exit, duplicated)) {
      if (decidingKeys.has(key)) {
        throw new Refusal(
          `a PDF whose dictionary gives /${key} twice (readers differ on which value they act on)`,
        );
      }
    }
  }
}

/**
 * Reads the PDF at `path` as the major readers do, and gives `visit` every object of every
 * view, each once: what qpdf reads through the cross-reference table (repairing the file,
 * reading object and cross-reference streams with their predictors, decrypting a file whose
 * user password is empty, undoing names' and strings' encodings), and, for a file whose table
 * a reader may rebuild (a classic one, or one qpdf had to rebuild), what a reader that
 * rebuilds it by scanning the body reads (pdf-scan-copy.ts): objects beyond /Size, listed as
 * free, under another generation, deleted by an update. What the table's view cannot read is
 * refused as no PDF a reader opens (and one that needs a password, for what it is).
 *
 * Objects are kept as compact JSON text, parsed again when a rule resolves one, so memory
 * stays near the size of the file's objects, not of their values in the heap; the scanning
 * view keeps only what differs from the table's.
 */
export async function readPdfGraph(
  path: string,
  size: number,
  visit: (value: PdfValue) => void,
  signal?: AbortSignal,
): Promise<PdfGraph> {
  const table = await readView(
    { path },
    size,
    (_id, _text, value) => {
      visit(value);
      return true;
    },
    signal,
  );
  judgeRun(table.exit, size);
  // qpdf writes the trailer of every file it opens: without one, its output was not read.
  if (table.trailer === undefined) throw new Error('qpdf wrote no trailer: its JSON was not read');
  judgeTableView(table, path);
  const views = [table];
  const rebuilt = /Attempting to reconstruct cross-reference table/.test(table.exit.messages);
  if (rebuilt || isClassicTableFile(path, size)) {
    const copy = await scanCopy(path, size);
    try {
      const scanned = await readView(
        { scratch: copy, beside: path },
        size,
        (id, text, value) => {
          if (id !== undefined && table.objects.get(id) === text) return false;
          visit(value);
          return id !== undefined;
        },
        signal,
      );
      // A scan that found no trailer reads nothing, in qpdf as in poppler: the table's view
      // is what readers have. A scan stopped by its bounds is judged as the table's would be.
      if (scanned.exit.status !== 2) {
        judgeRun(scanned.exit, size);
        views.push(scanned);
      }
    } finally {
      await copy.close();
    }
  }
  judgeDuplicatedKeys(views);
  return {
    resolve: (ref) =>
      views.flatMap((view) => {
        const text = view.objects.get(ref.id);
        return text === undefined ? [] : [fromQpdfJson(objectValue(JSON.parse(text)))];
      }),
    trailer: table.trailer,
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

import { readSync } from 'node:fs';
import { constants, inflateSync } from 'node:zlib';
import { chunks, FileWindow, Refusal, type OpenFile } from './file-bytes.js';
import { PdfScanner, type StreamDictionary } from './pdf-scanner.js';

/** Compressed bytes of one object stream read at most (real ones are kilobytes). */
const maxObjectStreamBytes = 8 * 1024 * 1024;
/** What all object streams of one file may inflate to together. */
const maxInflatedBytes = 32 * 1024 * 1024;

/** The end of line after the `stream` keyword (CR LF or LF) is not data. */
function dataStart(window: FileWindow, start: number): number {
  if (window.byte(start) === 0x0d && window.byte(start + 1) === 0x0a) return start + 2;
  if (window.byte(start) === 0x0a || window.byte(start) === 0x0d) return start + 1;
  return start;
}

/**
 * Throws a Refusal when the PDF is not a whole PDF (its %%EOF trailer in the last KiB) or
 * carries active content: JavaScript, a launch action, embedded files, also written with
 * #xx escapes or inside compressed object streams (inflated with a cap). An object stream
 * that cannot be read (another filter, encrypted, damaged, too large) cannot be checked and
 * is refused too.
 */
export function checkPdf(file: OpenFile): void {
  const window = new FileWindow(file);
  const tailFrom = Math.max(0, file.size - 1024);
  if (!window.bytes(tailFrom, file.size - tailFrom).includes('%%EOF')) {
    throw new Refusal('a PDF without its %%EOF trailer');
  }
  let inflated = 0;
  const readObjectStream = (start: number, end: number, dictionary: StreamDictionary) => {
    const from = dataStart(window, start);
    const length = end - from;
    if (length > maxObjectStreamBytes) throw new Refusal('a PDF object stream too large to check');
    if (
      dictionary.parameters ||
      dictionary.filters === undefined ||
      dictionary.filters.length > 1
    ) {
      throw new Refusal('a PDF object stream encoded in a way this check does not read');
    }
    const [filter] = dictionary.filters;
    if (filter !== undefined && filter !== 'FlateDecode' && filter !== 'Fl') {
      throw new Refusal(`a PDF object stream encoded with /${filter}`);
    }
    const data = Buffer.alloc(Math.max(0, length));
    readSync(file.fd, data, 0, data.length, from);
    let objects: Buffer = data;
    if (filter !== undefined) {
      try {
        objects = inflateSync(data, {
          maxOutputLength: Math.max(1, maxInflatedBytes - inflated),
          finishFlush: constants.Z_SYNC_FLUSH,
        });
      } catch (error) {
        throw new Refusal('a PDF object stream that does not inflate within bounds', {
          cause: error,
        });
      }
    }
    inflated += objects.length;
    const inner = new PdfScanner(() => {
      throw new Refusal('a PDF object stream inside an object stream');
    });
    inner.feed(objects, 0, 0);
    inner.finish();
  };
  const scanner = new PdfScanner(readObjectStream);
  for (const { bytes, offset, fresh } of chunks(file, 0, PdfScanner.overlap)) {
    scanner.feed(bytes, offset, fresh);
  }
  scanner.finish();
}

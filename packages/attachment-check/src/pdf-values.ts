// PDF objects as qpdf's JSON (version 2) gives them, after qpdf has read the file as a reader
// does: names with their #xx escapes undone, strings decrypted and decoded (UTF-16 included),
// references as they stand ("5 0 R"). qpdf's manual, "qpdf JSON".

export class PdfName {
  constructor(readonly name: string) {}
}
/** A string's text: Unicode when qpdf could decode it, otherwise its bytes as latin1. */
export class PdfString {
  constructor(readonly text: string) {}
}
export class PdfRef {
  constructor(readonly id: string) {}
}
export type PdfDict = Map<string, PdfValue>;
/**
 * The key that marks a stream's dictionary (no PDF name has a raw space): a stream is never
 * empty, whatever its dictionary holds.
 */
export const streamMark = ' stream';
export type PdfValue =
  number | boolean | null | PdfName | PdfString | PdfRef | PdfValue[] | PdfDict;

const reference = /^\d+ \d+ R$/;

/** One value of qpdf's JSON as a PDF value. */
export function fromQpdfJson(value: unknown): PdfValue {
  if (typeof value === 'string') {
    if (value.startsWith('/')) return new PdfName(value.slice(1));
    if (value.startsWith('u:')) return new PdfString(value.slice(2));
    if (value.startsWith('b:'))
      return new PdfString(Buffer.from(value.slice(2), 'hex').toString('latin1'));
    if (reference.test(value)) return new PdfRef(value);
    // qpdf writes every string with a prefix; anything else is a value it could not name.
    return null;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (Array.isArray(value)) return value.map(fromQpdfJson);
  if (typeof value === 'object') {
    const dict: PdfDict = new Map();
    for (const [key, item] of Object.entries(value)) {
      if (key.startsWith('/')) dict.set(key.slice(1), fromQpdfJson(item));
      else if (key === streamMark) dict.set(streamMark, true);
    }
    return dict;
  }
  return null;
}

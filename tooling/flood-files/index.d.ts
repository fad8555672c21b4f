/**
 * A visitor's letter as a PDF, as an office suite writes one: one US Letter page of text in an
 * embedded TrueType font (its program 293,000 bytes that do not compress), about 294 KB.
 */
export function letterPdf(): Buffer;

/**
 * A visitor's letter as a .docx, the parts Word writes (content types, relationships, styles,
 * core properties, the document) and a picture in its header, about 38 KB.
 */
export function letterDocx(): Buffer;

/**
 * The attack: a PDF of about 36 KiB whose cross-reference stream lists thousands of objects
 * (`streams` × `perStream`) in object streams that do not parse (each stream's `/First`
 * points past its header, into `junk` bytes): qpdf reads each object by inflating and parsing
 * its stream again, and fails, seconds of work for every file.
 */
export function brokenObjectStreamsPdf(options?: {
  streams?: number;
  perStream?: number;
  junk?: number;
}): Buffer;

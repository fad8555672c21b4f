// Bidirectional embeddings, overrides, isolates and marks, and zero-width characters:
// invisible, yet able to reorder what a mail client shows ("cv\u202excod.pdf" reads as
// "cvfdp.docx"). C1 controls and DEL: invisible too, and U+0085 is a line break to some
// readers of a header.
const invisible =
  /[\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

// eslint-disable-next-line no-control-regex -- replacing control characters is the point
const lineControls = /[\u0000-\u001f\u0085\u2028\u2029]/g;

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const textControls = /[\u0000-\u0008\u000b-\u001f]/g;

/** A one-line field (name, address, file name): controls and line breaks become spaces. */
export function cleanLine(value: string): string {
  return value.replace(lineControls, ' ').replace(invisible, '');
}

/** The message: line breaks kept (as \n) and tabs kept; other invisible characters removed. */
export function cleanText(value: string): string {
  return value
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(textControls, '')
    .replace(invisible, '');
}

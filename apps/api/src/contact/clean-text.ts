// What a one-line field (name, address, file name) may not carry, because a reader cannot see
// it yet it changes what is shown:
// - Unicode's Default_Ignorable_Code_Point set: zero-width characters and joiners, bidirectional
//   embeddings, overrides, isolates and marks ("cv\u202excod.pdf" reads as "cvfdp.docx"), the
//   soft hyphen, the combining grapheme joiner, Hangul fillers (U+115F, U+3164), the Mongolian
//   vowel separator, the deprecated format characters U+206A–206F, variation selectors and the
//   tag characters (U+E0000 block, which can spell hidden ASCII);
// - U+2800, the blank Braille pattern: not in that set, but it renders as nothing;
// - C1 controls and DEL: invisible too, and U+0085 is a line break to some readers of a header.
const invisibleInLine = /[\p{Default_Ignorable_Code_Point}\u2800\u007f-\u009f]/gu;

// In the message, line structure and emoji sequences (which need the zero-width joiner and
// variation selectors) are kept; what reorders or hides text goes.
const invisibleInText =
  /[\u007f-\u009f\u00ad\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\u{e0000}-\u{e007f}]/gu;

// eslint-disable-next-line no-control-regex -- replacing control characters is the point
const lineControls = /[\u0000-\u001f\u0085\u2028\u2029]/g;

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const textControls = /[\u0000-\u0008\u000b-\u001f]/g;

/** A one-line field (name, address, file name): controls and line breaks become spaces. */
export function cleanLine(value: string): string {
  return value.replace(lineControls, ' ').replace(invisibleInLine, '');
}

/** The message: line breaks kept (as \n) and tabs kept; other invisible characters removed. */
export function cleanText(value: string): string {
  return value
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(textControls, '')
    .replace(invisibleInText, '');
}

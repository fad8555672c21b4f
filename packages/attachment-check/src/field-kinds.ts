// Word's fields that act outside the document, kept as data: the fields a reader runs or
// fetches with, each with what it does and where it is defined. A field is named by the first
// word of its instructions, the same in a .docx (w:fldSimple, w:instrText) and in a .doc's
// text; its arguments are the words after it, switches (`\d`, `\* MERGEFORMAT`) apart.
//
// Sources: ISO/IEC 29500-1:2016, 17.16.5 (the field definitions of WordprocessingML, listed
// by the field's name), and [MS-DOC] 2.9.90 (Flt: the fields of the binary format, among them
// INCLUDE and IMPORT, which Word 6 and 95 wrote and Word still runs).

/** What a field does outside the document. */
export type FieldAction =
  /** Starts a program or asks one for data (Windows DDE), on opening or on update. */
  | 'runs'
  /** Reads the file its first argument names, when the document opens or its fields update. */
  | 'fetches'
  /** A picture that does so: Word's own filters draw it (one on the author's disk stays). */
  | 'fetches a picture'
  /** Queries the database, connection string or query its switches name. */
  | 'queries'
  /** Opens its target when clicked: a link, judged by the links' allow-list. */
  | 'links';

export const fieldActions: Readonly<Record<string, { action: FieldAction; source: string }>> = {
  DDE: { action: 'runs', source: 'ISO/IEC 29500-1, 17.16.5 DDE' },
  DDEAUTO: { action: 'runs', source: 'ISO/IEC 29500-1, 17.16.5 DDEAUTO' },
  INCLUDEPICTURE: {
    action: 'fetches a picture',
    source: 'ISO/IEC 29500-1, 17.16.5 INCLUDEPICTURE',
  },
  INCLUDETEXT: { action: 'fetches', source: 'ISO/IEC 29500-1, 17.16.5 INCLUDETEXT' },
  INCLUDE: { action: 'fetches', source: '[MS-DOC] 2.9.90, INCLUDE (Word 6 and 95 INCLUDETEXT)' },
  IMPORT: { action: 'fetches', source: '[MS-DOC] 2.9.90, IMPORT (a picture from a file)' },
  LINK: { action: 'fetches', source: 'ISO/IEC 29500-1, 17.16.5 LINK' },
  // Referenced Document: the file whose headings and index entries a table of contents or an
  // index takes in, read when the fields update.
  RD: { action: 'fetches', source: 'ISO/IEC 29500-1, 17.16.5 RD' },
  DATABASE: { action: 'queries', source: 'ISO/IEC 29500-1, 17.16.5 DATABASE' },
  HYPERLINK: { action: 'links', source: 'ISO/IEC 29500-1, 17.16.5 HYPERLINK' },
};

/**
 * Switches of a field that take an argument (ISO/IEC 29500-1, 17.16.4.3): the word after one
 * is its value, not the field's target. HYPERLINK's \l is a bookmark in the document, \o a
 * tooltip, \t a target frame; DATABASE's \c, \d, \s name what it queries.
 */
export const switchesWithArgument: Readonly<Record<string, ReadonlySet<string>>> = {
  HYPERLINK: new Set(['\\l', '\\o', '\\t']),
};

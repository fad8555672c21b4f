import { describe, expect, it } from 'vitest';
import { checkField } from './field-instructions.js';
import { fieldActions } from './field-kinds.js';

describe('checkField', () => {
  it('lets a picture come from the reader’s own disk (Word’s “link to file”), nothing else from there', () => {
    // As Word 2002 wrote it in POI's Bug51890.doc: backslashes doubled inside the instructions.
    const ownDisk = String.raw`INCLUDEPICTURE  \d "c:\\# astus\\astus1\\Tit_fav.gif" \* MERGEFORMATINET`;
    expect(() => checkField(ownDisk, false)).not.toThrow();
    expect(() => checkField('INCLUDEPICTURE "file:///C:/fotos/vivero.jpg"', false)).not.toThrow();
    expect(() => checkField(String.raw`INCLUDETEXT "C:\\informes\\anexo.doc"`, false)).toThrow(
      /INCLUDETEXT/,
    );
    expect(() => checkField(String.raw`LINK Excel.Sheet.8 "C:\\datos.xls" ""`, false)).toThrow(
      /LINK/,
    );
  });

  it('still refuses a picture from the web, a network share or a file: URL to another host', () => {
    for (const target of [
      'http://evil.test/p.gif',
      String.raw`\\\\evil.test\\share\\p.gif`,
      'file://evil.test/share/p.gif',
      '//evil.test/p.gif',
    ]) {
      expect(() => checkField(`INCLUDEPICTURE "${target}" \\d`, false), target).toThrow(
        /INCLUDEPICTURE/,
      );
    }
    expect(() => checkField(String.raw`INCLUDEPICTURE "c:\\p.gif"`, true)).toThrow(
      /another field computes/,
    );
  });
});

describe('checkField: every field that acts outside the document (field-kinds.ts)', () => {
  it.each(Object.entries(fieldActions))(
    '%s on a share is refused, whatever the field does',
    (kind, { action }) => {
      const instructions =
        action === 'queries'
          ? String.raw`${kind} \d "\\\\evil.test\\share\\x.mdb"`
          : String.raw`${kind} "\\\\evil.test\\share\\x"`;
      expect(() => checkField(instructions, false)).toThrow(new RegExp(kind));
    },
  );

  it('lets a file beside the document be fetched or linked, and a bookmark be linked', () => {
    for (const kind of ['INCLUDETEXT', 'INCLUDEPICTURE', 'RD', 'HYPERLINK']) {
      expect(() => checkField(`${kind} "anexo.docx"`, false), kind).not.toThrow();
    }
    expect(() => checkField(String.raw`HYPERLINK \l "_Toc12" \o "Índice"`, false)).not.toThrow();
    expect(() => checkField('HYPERLINK "https://verdalia.example/"', false)).not.toThrow();
    expect(() => checkField('HYPERLINK "ms-msdt:/id PCWDiagnostic"', false)).toThrow(/HYPERLINK/);
  });
});

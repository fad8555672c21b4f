import { describe, expect, it } from 'vitest';
import { manyObjectsPdf } from '@verdalia/test-files/hostile-files';
import { pdfIncrement, scriptTree } from '@verdalia/test-files/pdf-updates';
import { withFileAsync } from '../test/support/open-bytes.js';
import { checkPdf } from './pdf-check.js';

const check = (bytes: Buffer) => withFileAsync(bytes, (file, path) => checkPdf(path, file.size));
/** A well-formed PDF with a classic cross-reference table: a catalog, its pages, two objects. */
const base = manyObjectsPdf(2);
const padding = Array.from({ length: 33 }, (_, index) => `/Pad${index} ${index}`).join(' ');

describe('checkPdf reads what a reader that rebuilds the table by scanning reads', () => {
  it('finds an object written after an endobj on the same line, where poppler scans and qpdf does not', async () => {
    const file = pdfIncrement(
      base,
      [
        { number: 89, body: `<< /A 1 >>\nendobj 90 0 obj ${scriptTree()}` },
        { number: 91, body: '<< /Names [] >>' },
      ],
      '/Names << /JavaScript 90 0 R >>',
    );
    await expect(check(file)).rejects.toThrow(/JavaScript/);
  });

  it('finds an object beyond /Size in a file whose only trailer follows an endobj on its line', async () => {
    const file = Buffer.concat([
      base,
      Buffer.from(
        `\n500 0 obj ${scriptTree()} endobj trailer << /Root 1 0 R /Size 5 >>\n%%EOF\n`,
        'latin1',
      ),
    ]);
    await expect(check(file)).rejects.toThrow(/JavaScript/);
  });

  it('reads an object listed at another object’s place and held nowhere as null, as cairo 1.16 writes them', async () => {
    const text = base.toString('latin1');
    const offsetOf = (number: number) => text.indexOf(`\n${number} 0 obj`) + 1;
    // Object 3 listed where object 4 is, and written nowhere.
    const row = (offset: number) => `${String(offset).padStart(10, '0')} 00000 n \n`;
    const listed = text
      .replace(row(offsetOf(3)), row(offsetOf(4)))
      .replace('\n3 0 obj', '\n3 0 xbj');
    await expect(check(Buffer.from(listed, 'latin1'))).resolves.toBeUndefined();
  });

  it('refuses an object its table points at that qpdf cannot read and poppler can (4 0obj)', async () => {
    const file = pdfIncrement(
      base,
      [{ number: 90, body: scriptTree() }],
      '/Names << /JavaScript 90 0 R >>',
    );
    const broken = Buffer.from(
      file.toString('latin1').replace('\n90 0 obj', '\n90 0obj '),
      'latin1',
    );
    await expect(check(broken)).rejects.toThrow(/cannot read|JavaScript/);
  });
});

describe('checkPdf judges every value of a key given twice', () => {
  const linked = (annotation: string) =>
    pdfIncrement(base, [{ number: 90, body: annotation }], '/AcroForm << /Fields [] >>');

  it('refuses a key whose value decides (a /URI, a /JS, an /OpenAction) given twice', async () => {
    for (const annotation of [
      `<< /Type /Annot /Subtype /Link /A << /S /URI /URI (\\\\\\\\evil.test\\\\share) ${padding} /URI (https://verdalia.example/) >> >>`,
      `<< /Type /Annot /Subtype /Link /A << /S /GoTo /D [0 /Fit] /JS (app.alert\\(1\\)) ${padding} /JS () >> >>`,
    ]) {
      await expect(check(linked(annotation)), annotation).rejects.toThrow(/twice/);
    }
    const opening = pdfIncrement(
      base,
      [],
      `/OpenAction << /S /JavaScript /JS (x) >> ${padding} /OpenAction [3 0 R /Fit]`,
    );
    await expect(check(opening)).rejects.toThrow(/twice|JavaScript/);
  });

  it('lets keys the rules do not read be given twice, as real files do (/ProcSet, /I)', async () => {
    const page =
      '<< /Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /ProcSet [/PDF] /ProcSet [/PDF /Text] >> /I true /I false /Length 0 >>\nstream\n\nendstream';
    await expect(check(linked(page))).resolves.toBeUndefined();
  });
});

describe('checkPdf: actions that run on opening', () => {
  it('refuses a thread in another file followed on opening, as a launch is; one within the document passes', async () => {
    const opening = (action: string) => pdfIncrement(base, [], `/OpenAction ${action}`);
    await expect(
      check(opening('<< /S /Thread /F << /FS /URL /F (https://evil.test/t.pdf) >> /D 0 >>')),
    ).rejects.toThrow(/Thread/);
    await expect(check(opening('<< /S /Thread /D 0 >>'))).resolves.toBeUndefined();
  });
});

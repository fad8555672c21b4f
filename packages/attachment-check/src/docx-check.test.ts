import { describe, expect, it } from 'vitest';
import { withFileAsync } from '../test/support/open-bytes.js';
import { doc, docx } from '../test/support/fixtures.js';
import { docWith, docxWith, readZip, writeZip } from '../test/support/hostile-files.js';
import { checkEmbeddedCompound } from './doc-check.js';
import { activeRelationship, checkDocx } from './docx-check.js';

const check = (bytes: Buffer) =>
  withFileAsync(bytes, (_file, path) => checkDocx(path, checkEmbeddedCompound));
const type = (short: string) =>
  `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${short}`;

describe('activeRelationship', () => {
  const external = (short: string, target: string) => ({
    Type: type(short),
    Target: target,
    TargetMode: 'External',
  });
  it('allows links and a template on the author’s own disk', () => {
    expect(
      activeRelationship(
        'word/_rels/document.xml.rels',
        external('hyperlink', 'https://a.example/'),
      ),
    ).toBeUndefined();
    expect(
      activeRelationship(
        'word/_rels/settings.xml.rels',
        external('attachedTemplate', 'file:///C:/Users/a/Normal.dotm'),
      ),
    ).toBeUndefined();
    expect(
      activeRelationship('word/charts/_rels/chart1.xml.rels', {
        Type: type('package'),
        Target: '../embeddings/Sheet1.xlsx',
      }),
    ).toBeUndefined();
    // POI's 52449.docx and a template beside the document (TestPoiXMLDocumentCoreProperties…).
    expect(
      activeRelationship(
        'word/_rels/settings.xml.rels',
        external('mailMergeSource', 'file:///C:\\Documents%20and%20Settings\\a\\Lista.docx'),
      ),
    ).toBeUndefined();
    expect(
      activeRelationship(
        'word/_rels/settings.xml.rels',
        external('attachedTemplate', 'Normal.dotm'),
      ),
    ).toBeUndefined();
  });

  it('leaves embedded objects and packages to be judged by what they are (checkDocx)', () => {
    for (const target of ['embeddings/oleObject1.bin', '../embeddings/Other.docx']) {
      for (const short of ['oleObject', 'package']) {
        expect(
          activeRelationship('word/_rels/document.xml.rels', { Type: type(short), Target: target }),
        ).toBeUndefined();
      }
    }
  });

  it('refuses what is fetched from elsewhere or embedded', () => {
    const cases = [
      external('attachedTemplate', 'https://evil.test/t.dotm'),
      external('attachedTemplate', '\\\\evil.test\\share\\t.dotm'),
      external('attachedTemplate', 'file://evil.test/share/t.dotm'),
      external('image', 'https://tracker.test/pixel.png'),
      external('subDocument', 'https://evil.test/s.docx'),
      external('oleObject', 'https://evil.test/linked.xlsx'),
      external('mailMergeSource', '\\\\evil.test\\share\\datos.xlsx'),
      { Type: type('aFChunk'), Target: 'afchunk.rtf' },
      { Type: type('control'), Target: 'activeX/activeX1.xml' },
    ];
    for (const relationship of cases) {
      expect(
        activeRelationship('word/_rels/document.xml.rels', relationship),
        relationship.Target,
      ).toBeDefined();
    }
  });
});

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

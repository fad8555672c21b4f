import { describe, expect, it } from 'vitest';
import { withFileAsync } from '../../test/support/open-bytes.js';
import { docx } from '../../test/support/fixtures.js';
import { docxWith, readZip, writeZip } from '../../test/support/hostile-files.js';
import { activeRelationship, checkDocx, relationships } from './docx-check.js';

const check = (bytes: Buffer) => withFileAsync(bytes, (_file, path) => checkDocx(path));
const type = (short: string) =>
  `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${short}`;

describe('relationships', () => {
  it('reads attributes in any order and quoting, with a prefix, entities decoded', () => {
    const xml = `<r:Relationships xmlns:r="x"><r:Relationship Target='a&amp;b' TargetMode = "&#x45;xternal" Id="rId1" Type="${type('frame')}"/>
      <Relationship Id="rId2" Type="${type('styles')}" Target="styles.xml"></Relationship></r:Relationships>`;
    expect(relationships(xml)).toEqual([
      { Target: 'a&b', TargetMode: 'External', Id: 'rId1', Type: type('frame') },
      { Id: 'rId2', Type: type('styles'), Target: 'styles.xml' },
    ]);
  });

  it('reads a > inside a quoted value as part of it (XML allows it), not as the element’s end', () => {
    const xml = `<Relationships><Relationship Id="rId1" Target="https://evil.example/t.dotm#>" Type="${type('attachedTemplate')}" TargetMode="External"/></Relationships>`;
    expect(relationships(xml)).toEqual([
      {
        Id: 'rId1',
        Target: 'https://evil.example/t.dotm#>',
        Type: type('attachedTemplate'),
        TargetMode: 'External',
      },
    ]);
  });
});

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
  });

  it('refuses what is fetched from elsewhere or embedded', () => {
    const cases = [
      external('attachedTemplate', 'https://evil.test/t.dotm'),
      external('attachedTemplate', '\\\\evil.test\\share\\t.dotm'),
      external('attachedTemplate', 'file://evil.test/share/t.dotm'),
      external('image', 'https://tracker.test/pixel.png'),
      external('subDocument', 'https://evil.test/s.docx'),
      { Type: type('oleObject'), Target: 'embeddings/oleObject1.bin' },
      { Type: type('aFChunk'), Target: 'afchunk.rtf' },
      { Type: type('package'), Target: '../embeddings/Other.docx' },
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
  it('accepts a minimal Word document', async () => {
    await expect(check(docx())).resolves.toBeUndefined();
  });

  it('refuses parts stored twice, a macro content type, and data in front', async () => {
    const entries = await readZip(docx());
    await expect(check(writeZip([...entries, ...entries.slice(0, 1)]))).rejects.toThrow(
      /stored twice/,
    );
    const types = entries.find((entry) => entry.name === '[Content_Types].xml');
    const macro = types?.data
      ?.toString('utf8')
      .replace('wordprocessingml.document.main+xml', 'ms-word.document.macroEnabled.main+xml');
    await expect(
      check(
        await docxWith(docx(), [{ name: '[Content_Types].xml', data: Buffer.from(macro ?? '') }]),
      ),
    ).rejects.toThrow(/macro/);
    await expect(check(Buffer.concat([Buffer.from('<html>'), docx()]))).rejects.toThrow();
  });

  it('refuses a part whose ratio no document has, read from the directory alone', async () => {
    const inflated = Buffer.alloc(8 * 1024 * 1024, 0x20);
    await expect(
      check(await docxWith(docx(), [{ name: 'word/media/big.bin', data: inflated }])),
    ).rejects.toThrow(/compression ratio/);
  });

  const field = (instructions: string) =>
    `<w:p><w:fldSimple w:instr="${instructions}"><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p>`;
  const story = (name: string, body: string) => ({
    name,
    data: Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><w:ftr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${body}</w:ftr>`,
    ),
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

  it('refuses a part in an encoding Office does not write (UTF-7 could hide markup)', async () => {
    const utf7 = {
      name: 'word/footer1.xml',
      data: Buffer.from('<?xml version="1.0" encoding="UTF-7"?><w:ftr/>'),
    };
    await expect(check(await docxWith(docx(), [utf7]))).rejects.toThrow(/UTF-7/);
  });
});

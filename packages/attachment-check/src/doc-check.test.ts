import CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import { withFileAsync } from '../test/support/open-bytes.js';
import { doc, word6Doc, word97Doc } from '@verdalia/test-files/fixtures';
import {
  docWith,
  docWithAssociatedTemplate,
  relationship,
  rels,
  writeZip,
  type ZipEntry,
} from '@verdalia/test-files/hostile-files';
import { checkDoc } from './doc-check.js';

const check = (bytes: Buffer) => withFileAsync(bytes, (_file, path) => checkDoc(path));

describe('checkDoc', () => {
  it('accepts a Word document, also one over 7 MiB whose FAT list goes on in the DIFAT', async () => {
    await expect(check(doc())).resolves.toBeUndefined();
    const large = docWith(doc(), { '/Data': Buffer.alloc(9 * 1024 * 1024, 3) });
    expect(large.readUInt32LE(0x48)).toBeGreaterThan(0);
    await expect(check(large)).resolves.toBeUndefined();
  });

  it('refuses macros in Word’s layout and in other Office files’ (_VBA_PROJECT_CUR)', async () => {
    await expect(
      check(docWith(doc(), { '/Macros/VBA/dir': Buffer.alloc(600, 1) })),
    ).rejects.toThrow(/macro/);
    await expect(
      check(docWith(doc(), { '/_VBA_PROJECT_CUR/VBA/dir': Buffer.alloc(600, 1) })),
    ).rejects.toThrow(/macro/);
  });

  it('compares names as compound files do (upper-cased): "MACROſ" is Word’s Macros', async () => {
    await expect(
      check(docWith(doc(), { '/MACROſ/VBA/dir': Buffer.alloc(600, 1) })),
    ).rejects.toThrow(/macro/);
    await expect(
      check(docWith(doc(), { '/objectpooL/_1/\u0001CompObj': Buffer.alloc(600, 1) })),
    ).rejects.toThrow(/embedded object/);
  });

  it('refuses an OLE 1.0 object of no known class anywhere; bytes after the last sector are no content', async () => {
    await expect(
      check(docWith(doc(), { '/Data/\u0001Ole10Native': Buffer.alloc(64) })),
    ).rejects.toThrow(/embedded object/);
    await expect(check(Buffer.concat([doc(), Buffer.alloc(700)]))).resolves.toBeUndefined();
  });

  const compObj = (userType: string, progId: string) => {
    const text = (value: string) => {
      const bytes = Buffer.from(`${value}\0`, 'latin1');
      const length = Buffer.alloc(4);
      length.writeUInt32LE(bytes.length);
      return Buffer.concat([length, bytes]);
    };
    return Buffer.concat([Buffer.alloc(28), text(userType), text(''), text(progId)]);
  };
  const withObject = (userType: string, progId: string) =>
    docWith(doc(), {
      '/ObjectPool/_1234/\u0001CompObj': compObj(userType, progId),
      '/ObjectPool/_1234/\u0001Ole': Buffer.from([
        1,
        0,
        0,
        2,
        0,
        0,
        0,
        0,
        ...Array<number>(12).fill(0),
      ]),
    });

  it('tells data objects (a chart, a picture) from Equation Editor and unknown programs', async () => {
    await expect(
      check(withObject('Microsoft Graph Chart', 'MSGraph.Chart.8')),
    ).resolves.toBeUndefined();
    await expect(check(withObject('Bitmap Image', 'Paint.Picture'))).resolves.toBeUndefined();
    await expect(check(withObject('Microsoft Equation 3.0', 'Equation.3'))).rejects.toThrow(
      /Equation Editor/,
    );
    await expect(check(withObject('Packager Shell Object', 'Package'))).rejects.toThrow(
      /OLE package/,
    );
    await expect(check(withObject('HTML Document', 'htmlfile'))).rejects.toThrow(/class htmlfile/);
  });

  it('takes an OLE 1.0 clip art or drawing with its Ole10Native data for data (Word 97’s clip art)', async () => {
    const clipArt = docWith(doc(), {
      '/ObjectPool/_1012299795/\u0001CompObj': compObj('MS_ClipArt_Gallery', 'MS_ClipArt_Gallery'),
      '/ObjectPool/_1012299795/\u0001Ole10Native': Buffer.alloc(300, 7),
    });
    await expect(check(clipArt)).resolves.toBeUndefined();
  });

  it('judges an object by the class OLE starts (its class ID), whatever its CompObj calls it', async () => {
    const labelled = (clsid: string) =>
      docWith(
        doc(),
        {
          '/ObjectPool/_1234/\u0001CompObj': compObj('Bitmap Image', 'Paint.Picture'),
          '/ObjectPool/_1234/\u0001Ole10Native': Buffer.alloc(300, 7),
        },
        { '/ObjectPool/_1234/': clsid },
      );
    // {0003000C-0000-0000-C000-000000000046}, the OLE Package; {3050F4D8-…}, an HTML application.
    await expect(check(labelled('0c00030000000000c000000000000046'))).rejects.toThrow(
      /OLE package/i,
    );
    await expect(check(labelled('d8f45030b598cf11bb8200aa00bdce0b'))).rejects.toThrow(
      /HTML application/i,
    );
    // CorelDRAW 10 writes no CompObj stream: its class ID is all there is.
    const corel = docWith(
      doc(),
      { '/ObjectPool/_1079691976/CorelDRAW': Buffer.alloc(600, 5) },
      { '/ObjectPool/_1079691976/': '00a03319481fd311b19800a0c9e8a79c' },
    );
    await expect(check(corel)).resolves.toBeUndefined();
  });

  const packaged = (entries: ZipEntry[]) =>
    docWith(doc(), { '/ObjectPool/_1345471034/Package': writeZip(entries) });
  const contentTypes = {
    name: '[Content_Types].xml',
    data: Buffer.from(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/></Types>',
    ),
  };

  it('judges each Office package in its streams as a .docx is: theme and shapes pass, what fetches or runs does not', async () => {
    const theme = {
      name: 'theme/theme/theme1.xml',
      data: Buffer.from(
        '<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Office"/>',
      ),
    };
    await expect(check(packaged([contentTypes, theme]))).resolves.toBeUndefined();
    const remotePicture = {
      name: 'drs/_rels/e2oDoc.xml.rels',
      data: rels(relationship('rId1', 'image', 'http://evil.test/p.png', true)),
    };
    await expect(check(packaged([contentTypes, remotePicture]))).rejects.toThrow(/external image/);
    const macro = { name: 'word/vbaProject.bin', data: Buffer.alloc(64, 1) };
    await expect(check(packaged([contentTypes, macro]))).rejects.toThrow(/VBA macro/);
    await expect(check(packaged([{ name: 'factura.js', data: Buffer.from('x') }]))).rejects.toThrow(
      /no Office package/,
    );
  });

  it('accepts a file the cfb library itself wrote with padding to a full sector', async () => {
    const written: unknown = CFB.write(CFB.read(doc(), { type: 'buffer' }), { type: 'buffer' });
    if (!(written instanceof Uint8Array)) throw new Error('no bytes');
    expect(written.length % 512).toBe(0);
    await expect(check(Buffer.from(written))).resolves.toBeUndefined();
  });
});

describe('checkDoc judges each storage by the class ID of its directory entry', () => {
  const compObj = (userType: string, progId: string) => {
    const text = (value: string) => {
      const bytes = Buffer.from(`${value}\0`, 'latin1');
      const length = Buffer.alloc(4);
      length.writeUInt32LE(bytes.length);
      return Buffer.concat([length, bytes]);
    };
    return Buffer.concat([Buffer.alloc(28), text(userType), text(''), text(progId)]);
  };
  /** An object in the ObjectPool with the class ID `clsid` (as the directory stores it). */
  const object = (clsid: string, streams: Record<string, Buffer>) =>
    docWith(
      doc(),
      Object.fromEntries(
        Object.entries(streams).map(([name, bytes]) => [`/ObjectPool/_1234/${name}`, bytes]),
      ),
      { '/ObjectPool/_1234/': clsid },
    );
  const chartLabel = { '\u0001CompObj': compObj('Microsoft Graph Chart', 'MSGraph.Chart.8') };
  // {00021700-0000-0000-C000-000000000046}: Equation Editor 2.0, which runs EQNEDT32 too.
  const equation2 = '0017020000000000c000000000000046';
  // {0003000D-0000-0000-C000-000000000046}: a Packager variant.
  const packager = '0d00030000000000c000000000000046';
  // {00020803-0000-0000-C000-000000000046}: the Microsoft Graph chart the label names.
  const graphChart = '0308020000000000c000000000000046';

  it('refuses Equation Editor 2.0 labelled a chart, and a Packager variant', async () => {
    await expect(
      check(object(equation2, { ...chartLabel, Equation: Buffer.alloc(64, 1) })),
    ).rejects.toThrow(/Equation/);
    await expect(
      check(object(packager, { ...chartLabel, '\u0001Ole10Native': Buffer.alloc(300, 7) })),
    ).rejects.toThrow(/[Pp]ackage/);
    await expect(check(object(graphChart, chartLabel))).resolves.toBeUndefined();
  });

  it('checks a storage without a CompObj stream, wherever it is', async () => {
    await expect(
      check(object(equation2, { 'Equation Native': Buffer.alloc(64, 1) })),
    ).rejects.toThrow(/Equation/);
    const elsewhere = docWith(
      doc(),
      { '/Datos/CONTENTS': Buffer.alloc(64, 1) },
      { '/Datos/': packager },
    );
    await expect(check(elsewhere)).rejects.toThrow(/[Pp]ackage/);
  });

  it('refuses a Word 6 or 95 document whose associated template is on a share or the web', async () => {
    await expect(check(word6Doc())).resolves.toBeUndefined();
    await expect(
      check(word6Doc('C:\\MSOFFICE\\WINWORD\\MODELES\\FAXLYON.DOT')),
    ).resolves.toBeUndefined();
    for (const template of ['\\\\evil.test\\share\\x.dot', 'http://evil.test/x.dot']) {
      await expect(check(word6Doc(template)), template).rejects.toThrow(/template/);
      // The table's own length cut short does not hide the template from the check.
      await expect(check(word6Doc(template, 3)), template).rejects.toThrow(/template/);
    }
  });

  it('refuses a Word 97 document whose associated template is on a share or the web', async () => {
    await expect(check(word97Doc())).resolves.toBeUndefined();
    await expect(
      check(docWithAssociatedTemplate(word97Doc(), 'C:\\Plantillas\\Informe.dot')),
    ).resolves.toBeUndefined();
    for (const template of ['\\\\evil.test\\share\\x.dot', 'http://evil.test/x.dot']) {
      await expect(
        check(docWithAssociatedTemplate(word97Doc(), template)),
        template,
      ).rejects.toThrow(/template/);
    }
  });
});

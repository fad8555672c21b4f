import CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import { withFile } from '../../test/support/open-bytes.js';
import { doc } from '../../test/support/fixtures.js';
import { docWith } from '../../test/support/hostile-files.js';
import { checkDoc } from './doc-check.js';

const check = (bytes: Buffer) => () => withFile(bytes, (_file, path) => checkDoc(path));

describe('checkDoc', () => {
  it('accepts a Word document, also one over 7 MiB whose FAT list goes on in the DIFAT', () => {
    expect(check(doc())).not.toThrow();
    const large = docWith(doc(), { '/Data': Buffer.alloc(9 * 1024 * 1024, 3) });
    expect(large.readUInt32LE(0x48)).toBeGreaterThan(0);
    expect(check(large)).not.toThrow();
  });

  it('refuses macros in Word’s layout and in other Office files’ (_VBA_PROJECT_CUR)', () => {
    expect(check(docWith(doc(), { '/Macros/VBA/dir': Buffer.alloc(600, 1) }))).toThrow(/macro/);
    expect(check(docWith(doc(), { '/_VBA_PROJECT_CUR/VBA/dir': Buffer.alloc(600, 1) }))).toThrow(
      /macro/,
    );
  });

  it('compares names as compound files do (upper-cased): "MACROſ" is Word’s Macros', () => {
    expect(check(docWith(doc(), { '/MACROſ/VBA/dir': Buffer.alloc(600, 1) }))).toThrow(/macro/);
    expect(check(docWith(doc(), { '/objectpooL/_1/\u0001CompObj': Buffer.alloc(600, 1) }))).toThrow(
      /embedded object/,
    );
  });

  it('refuses an OLE package anywhere; bytes after the last sector are no content', () => {
    expect(check(docWith(doc(), { '/Data/\u0001Ole10Native': Buffer.alloc(64) }))).toThrow(
      /OLE package/,
    );
    expect(check(Buffer.concat([doc(), Buffer.alloc(700)]))).not.toThrow();
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

  it('tells data objects (a chart, a picture) from Equation Editor and unknown programs', () => {
    expect(check(withObject('Microsoft Graph Chart', 'MSGraph.Chart.8'))).not.toThrow();
    expect(check(withObject('Bitmap Image', 'Paint.Picture'))).not.toThrow();
    expect(check(withObject('Microsoft Equation 3.0', 'Equation.3'))).toThrow(/Equation Editor/);
    expect(check(withObject('Packager Shell Object', 'Package'))).toThrow(/OLE package/);
    expect(check(withObject('HTML Document', 'htmlfile'))).toThrow(/class htmlfile/);
  });

  it('accepts a file the cfb library itself wrote with padding to a full sector', () => {
    const written: unknown = CFB.write(CFB.read(doc(), { type: 'buffer' }), { type: 'buffer' });
    if (!(written instanceof Uint8Array)) throw new Error('no bytes');
    expect(written.length % 512).toBe(0);
    expect(check(Buffer.from(written))).not.toThrow();
  });
});

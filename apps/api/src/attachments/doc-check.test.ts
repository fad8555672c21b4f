import CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import { withFile } from '../../test/support/open-bytes.js';
import { doc } from '../../test/support/fixtures.js';
import { docWith } from '../../test/support/hostile-files.js';
import { checkDoc } from './doc-check.js';

const check = (bytes: Buffer) => () => withFile(bytes, (file, path) => checkDoc(file, path));

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
    expect(check(docWith(doc(), { '/objectpooL/_1/Ole': Buffer.alloc(600, 1) }))).toThrow(
      /OLE object/,
    );
  });

  it('refuses an OLE package anywhere, and any bytes after the last sector', () => {
    expect(check(docWith(doc(), { '/Data/\u0001Ole10Native': Buffer.alloc(64) }))).toThrow(
      /OLE package/,
    );
    expect(check(Buffer.concat([doc(), Buffer.from([1])]))).toThrow(/after the compound file/);
  });

  it('accepts a file the cfb library itself wrote with padding to a full sector', () => {
    const written: unknown = CFB.write(CFB.read(doc(), { type: 'buffer' }), { type: 'buffer' });
    if (!(written instanceof Uint8Array)) throw new Error('no bytes');
    expect(written.length % 512).toBe(0);
    expect(check(Buffer.from(written))).not.toThrow();
  });
});

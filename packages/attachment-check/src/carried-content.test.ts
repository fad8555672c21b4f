import { describe, expect, it } from 'vitest';
import { withFile } from '../test/support/open-bytes.js';
import { exe, jpeg, pdf } from '@verdalia/test-files/fixtures';
import {
  pictureMarkup,
  rar,
  sevenZip,
  smallZip,
  writeZip,
} from '@verdalia/test-files/hostile-files';
import { carriedContent } from './carried-content.js';

const carried = (
  bytes: Buffer,
  isZip = false,
  options = { officePackages: false, markup: false },
) => withFile(bytes, (file) => carriedContent(file, { isZip, ...options }));

/** Bytes that look random and are the same on every run (xorshift32). */
function noise(size: number, seed: number): Buffer {
  const bytes = Buffer.alloc(size);
  let state = seed;
  for (let index = 0; index < size; index += 4) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes.writeInt32LE(state | 0, index);
  }
  return bytes;
}

describe('carriedContent', () => {
  it('finds a ZIP anywhere, not only in the last 64 KiB', () => {
    const padding = Buffer.alloc(3 * 1024 * 1024, 0x20);
    expect(carried(Buffer.concat([padding, smallZip(), padding]))).toBe('a ZIP archive');
    expect(carried(Buffer.concat([smallZip(), padding]))).toBe('a ZIP archive');
  });

  it('finds a ZIP whose directory offsets count from its own start (data in front of it)', () => {
    // What archivers open as a self-extracting archive: offsets as if the ZIP began the file.
    expect(carried(Buffer.concat([Buffer.alloc(5000, 0x20), smallZip()]))).toBe('a ZIP archive');
  });

  it('is not fooled by the end-record signature alone, as compressed bytes may hold it', () => {
    const lone = Buffer.concat([
      Buffer.from('PK\x05\x06', 'latin1'),
      Buffer.from([0, 0, 0, 0, 1, 0, 1, 0]),
      noise(64, 7),
    ]);
    expect(carried(Buffer.concat([noise(4096, 3), lone, noise(4096, 5)]))).toBeUndefined();
  });

  it('finds nothing in 20 MiB of compressed-looking bytes', () => {
    expect(carried(noise(20 * 1024 * 1024, 2463534242))).toBeUndefined();
  });

  it('finds RAR and 7z archives and executables anywhere', () => {
    const around = (inner: Buffer) => Buffer.concat([noise(70_000, 11), inner, noise(70_000, 13)]);
    expect(carried(around(rar()))).toBe('a RAR archive');
    expect(carried(around(sevenZip()))).toBe('a 7z archive');
    expect(carried(around(exe()))).toBe('a Windows executable');
    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(carried(around(elf))).toBe('an ELF executable');
  });

  it('looks for no ZIP inside a file that is one (a .docx), but still for the rest', () => {
    expect(carried(smallZip(), true)).toBeUndefined();
    expect(carried(Buffer.concat([smallZip(), exe()]), true)).toBe('a Windows executable');
  });

  it('confirms each executable header from bytes it already holds: a file of MZPE is read once', () => {
    // On main each PE signature re-read the 4 KiB before it: a 4 MiB file took over 5 s.
    const flood = Buffer.alloc(4 * 1024 * 1024);
    for (let at = 0; at + 6 <= flood.length; at += 6) flood.write('MZPE\0\0', at, 'latin1');
    expect(carried(flood)).toBeUndefined();
    const real = Buffer.concat([flood, exe()]);
    expect(carried(real)).toBe('a Windows executable');
  });

  const theme = writeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: '_rels/.rels', data: Buffer.from('<Relationships/>') },
    { name: 'theme/theme/themeManager.xml', data: Buffer.from('<a:themeManager/>') },
    { name: 'theme/theme/theme1.xml', data: Buffer.from('<a:theme/>') },
    { name: 'theme/theme/_rels/themeManager.xml.rels', data: Buffer.from('<Relationships/>') },
  ]);
  const inDoc = { officePackages: true, markup: false };

  it('lets a .doc carry an Office package (doc-check judges its parts), and nothing else in a ZIP', () => {
    expect(
      carried(Buffer.concat([noise(5000, 3), theme, noise(5000, 5)]), false, inDoc),
    ).toBeUndefined();
    const formula = writeZip([
      { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.formula') },
      { name: 'content.xml', data: Buffer.from('<math/>') },
    ]);
    expect(carried(Buffer.concat([noise(5000, 3), formula]), false, inDoc)).toBeUndefined();
    expect(carried(Buffer.concat([noise(5000, 3), smallZip()]), false, inDoc)).toBe(
      'a ZIP archive',
    );
    expect(carried(Buffer.concat([noise(5000, 3), theme]))).toBe('a ZIP archive');
  });

  it('hands doc-check each Office package’s own directory, however far apart the packages lie', () => {
    // Each directory is kept as read: the window's bytes are overwritten by the next read, and a
    // .doc with an embedded presentation (its packages, then the theme) holds packages far apart.
    const other = writeZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
    ]);
    const directoryOf = (zip: Buffer) => {
      const end = zip.lastIndexOf(Buffer.from('PK\x05\x06', 'latin1'));
      return zip.subarray(zip.readUInt32LE(end + 16), end);
    };
    const packageDirectories: Buffer[] = [];
    const bytes = Buffer.concat([noise(5000, 3), theme, noise(200_000, 7), other, noise(5000, 5)]);
    expect(
      withFile(bytes, (file) =>
        carriedContent(file, { isZip: false, ...inDoc, packageDirectories }),
      ),
    ).toBeUndefined();
    expect(packageDirectories).toEqual([directoryOf(theme), directoryOf(other)]);
  });

  it('takes a ZIP whose directory is split across a .doc’s sectors for no archive, elsewhere for one', () => {
    // Word 2007 wrote Bug61268.doc's theme across sectors that are not next to each other:
    // read from the file's bytes, its directory runs into another stream's sector.
    const directory = theme.indexOf(Buffer.from('PK\x01\x02', 'latin1'));
    const split = Buffer.from(theme);
    noise(64, 9).copy(split, directory + 60);
    expect(carried(Buffer.concat([noise(5000, 3), split]), false, inDoc)).toBeUndefined();
    expect(carried(Buffer.concat([noise(5000, 3), split]))).toBe('a ZIP archive');
  });

  it('finds a web page or script in a picture when asked', () => {
    const page = Buffer.from('<!DOCTYPE html><script>alert(1)</script>');
    expect(
      carried(Buffer.concat([noise(9000, 3), page]), false, {
        officePackages: false,
        markup: true,
      }),
    ).toBe('a web page or script');
    expect(carried(Buffer.concat([noise(9000, 3), page]))).toBeUndefined();
  });

  it('finds in a picture an element with an event handler, a meta refresh, or a PDF', () => {
    const picture = { officePackages: false, markup: true };
    for (const markup of Object.values(pictureMarkup)) {
      expect(carried(Buffer.concat([noise(9000, 3), Buffer.from(markup)]), false, picture)).toBe(
        'a web page or script',
      );
    }
    // The tag and the handler may be far apart, with any bytes but < and > between them.
    const spread = Buffer.concat([
      Buffer.from('<img src=x '),
      noise(500, 5).map((byte) => (byte === 0x3c || byte === 0x3e ? 0x20 : byte)),
      Buffer.from(' onerror=alert(1)>'),
    ]);
    expect(carried(Buffer.concat([noise(9000, 3), spread]), false, picture)).toBe(
      'a web page or script',
    );
    const script = pdf('3 0 obj<</S/JavaScript/JS(app.alert\\(1\\))>>endobj\n');
    expect(carried(Buffer.concat([jpeg(), script]), false, picture)).toBe('a PDF');
    expect(carried(Buffer.concat([jpeg(), script]))).toBeUndefined();
  });
});

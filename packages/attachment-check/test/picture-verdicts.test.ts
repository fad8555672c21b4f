import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { cabinet, pictureInIsoImage } from '@verdalia/test-files/containers';
import * as hostile from '@verdalia/test-files/hostile-files';
import { jpegWithExtendedXmp, jpegWithXmp, xmpPacket } from '@verdalia/test-files/picture-metadata';
import { makeRealDocuments } from '@verdalia/test-files/real-documents';
import { file, followed, judgeEach, type Case } from './support/verdict.js';

const run = promisify(execFile);

// Pictures as phones and browsers save them, and the hostile variants an attacker makes from
// one: each judged by checkFile as the API asks for it.
const real = await makeRealDocuments();
const screenshot = () => real.screenshot;
const photo = () => real.photo;
const javascriptAction = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';

/** An event handler as XMP holds text: escaped, which a metadata reader prints unescaped. */
const escapedMarkup =
  '&lt;img src=x onerror=&quot;location=&apos;https://evil.test/&apos;&quot;&gt;';
const extended = xmpPacket(escapedMarkup);
/** Split inside `onerror`: neither segment holds the markup alone. */
const split = Buffer.from(extended).indexOf('onerror') + 3;

/** The hostile pictures of this round, with what their own readers say of them. */
const carriers = {
  'a PNG in the system area of an ISO 9660 image holding a .vbs': () =>
    pictureInIsoImage(real.screenshot),
  'a phone photo followed by a cabinet holding a .vbs': () =>
    Buffer.concat([real.photo, cabinet()]),
};

const accepted: Case[] = [
  file('a phone photo with an ordinary XMP description', 'IMG_0412.jpg', () =>
    jpegWithXmp(real.photo, xmpPacket('Vivero &amp; parcela 3 &lt;norte&gt;')),
  ),
  file('a screenshot PNG whose image data holds archive signatures by chance', 'captura.png', () =>
    hostile.pngWithChunk(
      real.screenshot,
      hostile.pngChunk(
        'IDAT',
        Buffer.concat([
          Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'),
          Buffer.alloc(40, 0x5a),
          Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]),
          Buffer.alloc(40, 0x5a),
          Buffer.from('MSCF\0\0\0\0', 'latin1'),
          Buffer.alloc(40, 0x5a),
          Buffer.from('\x01CD001\x01', 'latin1'),
        ]),
      ),
    ),
  ),
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
];

const refused: Case[] = [
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
    followed(photo, () =>
      hostile.pdfUpdate(real.pdf, { 90: javascriptAction }, '/OpenAction 90 0 R'),
    ),
  ),
  file(
    'a motion photo whose video hides a web page',
    'PXL_0413.MP.jpg',
    followed(photo, hostile.mp4, hostile.html),
  ),
  file(
    'a phone photo whose XMP description holds markup escaped as XML',
    'IMG_0412.jpg',
    () => jpegWithXmp(real.photo, xmpPacket(escapedMarkup)),
    /markup/,
  ),
  file(
    'a phone photo whose markup is split across two Extended XMP segments',
    'IMG_0412.jpg',
    () => jpegWithExtendedXmp(real.photo, extended, split),
    /extended XMP/,
  ),
  file(
    'a PNG in the system area of an ISO 9660 image',
    'captura.png',
    carriers['a PNG in the system area of an ISO 9660 image holding a .vbs'],
    /ISO 9660/,
  ),
  file(
    'a phone photo followed by a cabinet',
    'IMG_0412.jpg',
    carriers['a phone photo followed by a cabinet holding a .vbs'],
    /cabinet/,
  ),
];

describe('pictures: ordinary ones from real programs pass, hostile variants of them are refused', () => {
  judgeEach(accepted, refused);
});

// What the hostile pictures above hold, their readers find: ExifTool prints the markup,
// bsdtar and cabextract list the script.
describe('pictures: readers find what the hostile ones carry', () => {
  const said = async (bytes: Buffer, name: string, command: string, args: string[]) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'verdalia-readers-'));
    try {
      await writeFile(path.join(dir, name), bytes);
      return (await run(command, [...args, path.join(dir, name)])).stdout;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  it('ExifTool prints the escaped and the split markup as markup', async () => {
    for (const bytes of [
      jpegWithXmp(real.photo, xmpPacket(escapedMarkup)),
      jpegWithExtendedXmp(real.photo, extended, split),
    ]) {
      expect(await said(bytes, 'foto.jpg', 'exiftool', ['-XMP-dc:Description'])).toContain(
        '<img src=x onerror=',
      );
    }
  });

  it('bsdtar lists the script in the ISO image, cabextract the one in the cabinet', async () => {
    const pictures = Object.values(carriers);
    expect(
      await said(pictures[0]?.() ?? Buffer.alloc(0), 'captura.png', 'bsdtar', ['-tf']),
    ).toContain('FACTURA.VBS');
    expect(
      await said(pictures[1]?.() ?? Buffer.alloc(0), 'foto.jpg', 'cabextract', ['-l']),
    ).toContain('factura.vbs');
  });
});

import { describe } from 'vitest';
import * as hostile from '@verdalia/test-files/hostile-files';
import { makeRealDocuments } from '@verdalia/test-files/real-documents';
import { file, followed, judgeEach, type Case } from './support/verdict.js';

// Pictures as phones and browsers save them, and the hostile variants an attacker makes from
// one: each judged by checkFile as the API asks for it.
const real = await makeRealDocuments();
const screenshot = () => real.screenshot;
const photo = () => real.photo;
const javascriptAction = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';

const accepted: Case[] = [
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
];

describe('pictures: ordinary ones from real programs pass, hostile variants of them are refused', () => {
  judgeEach(accepted, refused);
});

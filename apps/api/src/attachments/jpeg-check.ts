import { chunks, FileWindow, Refusal, type OpenFile } from './file-bytes.js';

/** Images a phone puts in one file at most (the photo, a gain map or depth map, previews). */
const maxImages = 16;
/** Boxes of one appended video at most (a short clip has a few dozen). */
const maxBoxes = 100_000;

const jpegStart = Buffer.from([0xff, 0xd8, 0xff]);
const markup = /<(?:!doctype|html|head|body|script|iframe|svg|object|embed|\?php)\b/i;

/**
 * Where the entropy-coded data that starts at `from` ends: the 0xFF of the next marker
 * (0xFF00 is a stuffed byte, 0xFFD0–D7 restart markers and 0xFF fill bytes belong to it).
 */
function entropyEnd(file: OpenFile, from: number): number {
  for (const { bytes, offset, fresh } of chunks(file, from, 1)) {
    let index = bytes.indexOf(0xff, fresh === 0 ? 0 : fresh - 1);
    while (index !== -1 && index + 1 < bytes.length) {
      const next = bytes[index + 1] ?? 0;
      if (next !== 0x00 && next !== 0xff && (next < 0xd0 || next > 0xd7)) return offset + index;
      index = bytes.indexOf(0xff, index + 1);
    }
  }
  throw new Refusal('a JPEG image without its end marker');
}

/**
 * Walks one JPEG image (ITU T.81, B.1) from its SOI at `start` by its segments' lengths and
 * returns where its EOI marker ends. Thumbnails inside EXIF segments are inside those lengths.
 */
function walkImage(window: FileWindow, start: number): number {
  if (!window.startsWith(start, Buffer.from([0xff, 0xd8]))) throw new Refusal('not a JPEG');
  let position = start + 2;
  for (;;) {
    if (window.byte(position) !== 0xff) throw new Refusal('a JPEG segment that is not a marker');
    while (window.byte(position) === 0xff) position += 1;
    const marker = window.byte(position);
    position += 1;
    if (marker === 0xd9) return position;
    if (marker === -1) throw new Refusal('a JPEG image without its end marker');
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0xd8 || marker === 0x00) throw new Refusal('a JPEG marker out of place');
    const length = window.exactly(position, 2, 'a JPEG segment').readUInt16BE(0);
    if (length < 2) throw new Refusal('a JPEG segment shorter than its length field');
    position += length;
    if (position > window.size) throw new Refusal('a JPEG segment running past the end');
    if (marker === 0xda) position = entropyEnd(window.file, position);
  }
}

/**
 * Walks the ISO base media boxes (MP4, the video of a motion photo) from `start` while they
 * look like boxes, at most to `limit`; returns where they end. The first must be `ftyp`.
 */
function walkBoxes(window: FileWindow, start: number, limit: number): number {
  let position = start;
  for (let count = 0; position < limit; count += 1) {
    if (count >= maxBoxes) throw new Refusal('an appended video with too many boxes');
    const header = window.bytes(position, 16);
    if (header.length < 8) break;
    const type = header.subarray(4, 8);
    if (!type.every((byte) => byte >= 0x20 && byte <= 0x7e)) break;
    if (count === 0 && type.toString('latin1') !== 'ftyp') break;
    const small = header.readUInt32BE(0);
    let size = small;
    if (small === 0) size = limit - position;
    else if (small === 1) {
      if (header.length < 16) throw new Refusal('an appended video box cut short');
      size = Number(header.readBigUInt64BE(8));
    }
    if (size < 8 || !Number.isSafeInteger(size) || position + size > limit) {
      throw new Refusal('an appended video box running past the end');
    }
    position += size;
  }
  return position;
}

/**
 * A Samsung trailer (the SEF block Galaxy phones append: motion photo video, depth map,
 * capture data): a directory ending the file (`SEFH` … length, `SEFT`) whose entries point
 * back at data blocks. Returns where its first block starts, or undefined when the file
 * has none. Refuses one whose blocks leave gaps or run outside it, and checks blocks holding
 * an image or a video like the rest of the file. Layout as ExifTool's Samsung module reads it.
 */
function samsungTrailer(window: FileWindow, imageEnd: number): number | undefined {
  const size = window.size;
  if (size - imageEnd < 8 || window.bytes(size - 4, 4).toString('latin1') !== 'SEFT') {
    return undefined;
  }
  const directoryLength = window.bytes(size - 8, 4).readUInt32LE(0);
  const directory = size - 8 - directoryLength;
  if (
    directoryLength < 12 ||
    directory < imageEnd ||
    !window.startsWith(directory, Buffer.from('SEFH'))
  ) {
    throw new Refusal('a Samsung trailer without its directory');
  }
  const count = window.bytes(directory + 8, 4).readUInt32LE(0);
  if (12 + 12 * count > directoryLength) throw new Refusal('a Samsung trailer directory cut short');
  const blocks: { start: number; end: number }[] = [];
  for (let index = 0; index < count; index += 1) {
    const entry = window.exactly(directory + 12 + 12 * index, 12, 'a Samsung trailer entry');
    const back = entry.readUInt32LE(4);
    const length = entry.readUInt32LE(8);
    const start = directory - back;
    if (start < imageEnd || length < 8 || length > back) {
      throw new Refusal('a Samsung trailer block outside the trailer');
    }
    blocks.push({ start, end: start + length });
  }
  blocks.sort((a, b) => a.start - b.start);
  let covered = directory;
  for (let index = blocks.length - 1; index >= 0; index -= 1) {
    const block = blocks[index];
    if (!block || block.end !== covered) throw new Refusal('a Samsung trailer with a gap');
    covered = block.start;
    const nameLength = window.exactly(block.start + 4, 4, 'a Samsung block').readUInt32LE(0);
    const data = block.start + 8 + nameLength;
    if (data > block.end) throw new Refusal('a Samsung block name running past the block');
    if (window.startsWith(data, jpegStart)) {
      if (walkImage(window, data) > block.end) throw new Refusal('a Samsung block image too long');
      continue;
    }
    // A video fills its block; other blocks are the phone's capture data.
    const boxesEnd = walkBoxes(window, data, block.end);
    if (boxesEnd !== data && boxesEnd !== block.end) {
      throw new Refusal('a Samsung block video that does not fill its block');
    }
  }
  return covered;
}

/** True when the bytes [from, to) are all zero (padding some cameras leave at the end). */
function allZero(file: OpenFile, from: number, to: number): boolean {
  for (const { bytes, offset } of chunks(file, from)) {
    const end = Math.min(bytes.length, to - offset);
    for (let index = 0; index < end; index += 1) if (bytes[index] !== 0) return false;
    if (offset + bytes.length >= to) break;
  }
  return true;
}

/** True when the bytes from `from` on hold the start of a web page or script. */
function holdsMarkup(file: OpenFile, from: number): boolean {
  for (const { bytes } of chunks(file, from, 16)) {
    if (markup.test(bytes.toString('latin1'))) return true;
  }
  return false;
}

/**
 * Throws a Refusal unless the file is a JPEG image followed by nothing, or only by what
 * phones write after the photo: more JPEG images (the MPF gain maps, depth maps and
 * previews of Android and iPhone photos), the MP4 video of a motion photo (Google's layout),
 * a Samsung trailer, or zero padding; and none of that holds a web page or script.
 * Anything else after the image (an executable, an archive, a page) is refused.
 */
export function checkJpeg(file: OpenFile): void {
  const window = new FileWindow(file);
  const imageEnd = walkImage(window, 0);
  if (imageEnd === file.size) return;
  const limit = samsungTrailer(window, imageEnd) ?? file.size;
  let position = imageEnd;
  let images = 1;
  while (position < limit) {
    if (window.startsWith(position, jpegStart)) {
      images += 1;
      if (images > maxImages) throw new Refusal('more images in one JPEG than a phone writes');
      position = walkImage(window, position);
      continue;
    }
    const boxesEnd = walkBoxes(window, position, limit);
    if (boxesEnd > position) {
      position = boxesEnd;
      continue;
    }
    if (allZero(file, position, limit)) break;
    throw new Refusal(`${limit - position} bytes after the JPEG image that are no image or video`);
  }
  if (holdsMarkup(file, imageEnd)) throw new Refusal('a web page or script after the JPEG image');
}

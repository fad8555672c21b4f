import { attachmentMimes } from '@verdalia/shared';
import { FileWindow, type OpenFile } from './file-bytes.js';

/** Blocks walked at most: a picture has tens of chunks or segments, a crafted file millions. */
const maxBlocks = 100_000;

/** Where a PNG's IEND chunk ends ([ISO/IEC 15948] 5.3), or undefined when there is none. */
function pngEnd(window: FileWindow): number | undefined {
  let at = 8;
  for (let count = 0; count < maxBlocks && at + 8 <= window.size; count += 1) {
    const header = window.bytes(at, 8);
    if (header.length < 8) return undefined;
    const end = at + 12 + header.readUInt32BE(0);
    if (header.toString('latin1', 4, 8) === 'IEND') return end;
    at = end;
  }
  return undefined;
}

/**
 * Where a JPEG's first image ends ([ITU T.81] B.2): its segments, and after each scan its
 * entropy-coded data (where 0xFF is followed by 0x00 or a restart marker) up to the next
 * marker; the image ends after EOI. Undefined when it does not.
 */
function jpegEnd(window: FileWindow): number | undefined {
  let at = 2;
  for (let count = 0; count < maxBlocks && at + 2 <= window.size; count += 1) {
    if (window.byte(at) !== 0xff) return undefined;
    const marker = window.byte(at + 1);
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = window.bytes(at + 2, 2);
    if (length.length < 2) return undefined;
    at += 2 + length.readUInt16BE(0);
    if (marker !== 0xda) continue;
    // Entropy-coded data: to the next 0xFF that starts a marker, a window at a time.
    for (;;) {
      const piece = window.bytes(at, 64 * 1024);
      if (piece.length === 0) return undefined;
      const ff = piece.indexOf(0xff);
      if (ff === -1) {
        at += piece.length;
        continue;
      }
      at += ff;
      const next = window.byte(at + 1);
      if (next === -1) return undefined;
      if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
      at += 2;
    }
  }
  return undefined;
}

/**
 * Where the picture a viewer shows ends: after a PNG's IEND, after a JPEG's first EOI. What
 * follows (a gain map, a motion photo's video, or an archive) is no part of it. The file's
 * size when the walk finds no end.
 */
export function pictureEnd(
  file: OpenFile,
  mime: typeof attachmentMimes.png | typeof attachmentMimes.jpeg,
): number {
  const window = new FileWindow(file);
  const end = mime === attachmentMimes.png ? pngEnd(window) : jpegEnd(window);
  return Math.min(end ?? file.size, file.size);
}

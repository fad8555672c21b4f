import { inflateSync } from 'node:zlib';
import { attachmentMimes } from '@verdalia/shared';
import { hasPageMarkup } from './page-markup.js';
import { FileWindow, type OpenFile } from './file-bytes.js';
import { Refusal } from './refusal.js';

/** What one compressed PNG text chunk may inflate to; real ones hold a few KiB of XMP at most. */
const maxTextBytes = 1024 * 1024;
/** What all of a picture's text may inflate to together. */
const maxTotalTextBytes = 8 * 1024 * 1024;
/** Segments or chunks walked at most: a photo has tens, a crafted file millions. */
const maxBlocks = 100_000;

/**
 * Text as each reader of metadata may decode it: 8-bit, and UTF-16 of either byte order at
 * either alignment (EXIF's XPComment and UserComment are UTF-16; XMP may be too).
 */
function readings(bytes: Buffer): string[] {
  const utf16 = (from: number, bigEndian: boolean) => {
    const even = Buffer.from(bytes.subarray(from, from + ((bytes.length - from) & ~1)));
    return (bigEndian ? even.swap16() : even).toString('utf16le');
  };
  return [
    bytes.toString('latin1'),
    utf16(0, false),
    utf16(1, false),
    utf16(0, true),
    utf16(1, true),
  ];
}

/**
 * Text with XML's character references and predefined entities undone, once, as a metadata
 * reader that parses XMP (ExifTool) prints it: `&lt;img onerror=…&gt;` is markup to whatever
 * shows the description.
 */
function xmlDecoded(text: string): string {
  const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
  return text.replace(
    /&(?:#x([0-9a-f]+)|#([0-9]+)|(lt|gt|amp|quot|apos));/gi,
    (whole, hex, dec, name) => {
      const code =
        hex !== undefined ? parseInt(String(hex), 16) : dec !== undefined ? Number(dec) : undefined;
      if (code === undefined) return named[String(name).toLowerCase()] ?? whole;
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    },
  );
}

function checkText(bytes: Buffer, where: string): void {
  const texts = readings(bytes);
  if (texts.some((text) => hasPageMarkup(text) || hasPageMarkup(xmlDecoded(text)))) {
    throw new Refusal(`a picture with a web page's markup in its ${where}`);
  }
}

/** Extended XMP's segment signature (Adobe XMP Specification Part 3, 1.1.3.1). */
const extendedXmp = Buffer.from('http://ns.adobe.com/xmp/extension/\0', 'latin1');

/**
 * Extended XMP: a JPEG's XMP too large for one segment, split across APP1 segments, each
 * with the GUID of the whole, its length and the chunk's offset in it; readers join the
 * chunks before they parse, so the markup is looked for in the whole, joined by offset.
 */
class ExtendedXmp {
  private readonly wholes = new Map<string, Buffer>();
  private total = 0;

  add(segment: Buffer): void {
    if (segment.length < extendedXmp.length + 40) return;
    const at = extendedXmp.length;
    const guid = segment.toString('latin1', at, at + 32);
    const length = segment.readUInt32BE(at + 32);
    const offset = segment.readUInt32BE(at + 36);
    let whole = this.wholes.get(guid);
    if (!whole) {
      this.total += length;
      if (this.total > maxTotalTextBytes) throw new Refusal('a JPEG with more XMP than a picture');
      whole = Buffer.alloc(length);
      this.wholes.set(guid, whole);
    }
    // A chunk within its whole: a reader copies no more, and no offset past the end.
    const chunk = segment.subarray(at + 40, at + 40 + Math.max(0, length - offset));
    if (offset < length) chunk.copy(whole, offset);
  }

  check(): void {
    for (const whole of this.wholes.values()) checkText(whole, 'extended XMP');
  }
}

/**
 * A JPEG's metadata segments ([ITU T.81] B.1.1.4): every APPn (EXIF, XMP, ICC, maker
 * notes) and COM segment before the first scan, each read as text.
 */
function checkJpeg(window: FileWindow): void {
  const extended = new ExtendedXmp();
  readJpegSegments(window, (marker, data) => {
    checkText(data, marker === 0xfe ? 'comment' : `APP${marker - 0xe0} segment`);
    if (marker === 0xe1 && data.subarray(0, extendedXmp.length).equals(extendedXmp)) {
      extended.add(data);
    }
  });
  extended.check();
}

/** Hands each APPn and COM segment's data before the first scan to `visit`. */
function readJpegSegments(window: FileWindow, visit: (marker: number, data: Buffer) => void): void {
  let at = 2;
  for (let count = 0; count < maxBlocks && at + 4 <= window.size; count += 1) {
    if (window.byte(at) !== 0xff) return;
    const marker = window.byte(at + 1);
    // Fill bytes before a marker, and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // Start of scan: entropy-coded data follows, and no more metadata.
    if (marker === 0xda || marker === 0xd9) return;
    const length = window.exactly(at + 2, 2, 'a JPEG segment header').readUInt16BE(0);
    if (length < 2) return;
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) {
      visit(marker, window.copy(at + 4, length - 2));
    }
    at += 2 + length;
  }
}

/** A PNG text chunk's text ([ISO/IEC 15948] 11.3.4): as stored, or inflated, within its bounds. */
function pngChunkText(type: string, data: Buffer, budget: { bytes: number }): Buffer {
  const keywordEnd = data.indexOf(0);
  if (keywordEnd === -1) return data;
  const inflate = (compressed: Buffer) => {
    let text: Buffer;
    try {
      text = inflateSync(compressed, { maxOutputLength: maxTextBytes });
    } catch (error) {
      throw new Refusal(`a PNG ${type} chunk that does not inflate within its bounds`, {
        cause: error,
      });
    }
    budget.bytes += text.length;
    if (budget.bytes > maxTotalTextBytes) throw new Refusal('a PNG with more text than a picture');
    return text;
  };
  if (type === 'zTXt') return inflate(data.subarray(keywordEnd + 2));
  if (type === 'iTXt' && data[keywordEnd + 1] === 1) {
    // Compression flag and method, then a language tag and a translated keyword, each ending in 0.
    const language = data.indexOf(0, keywordEnd + 3);
    const translated = language === -1 ? -1 : data.indexOf(0, language + 1);
    if (translated === -1) return data;
    return Buffer.concat([data.subarray(0, translated), inflate(data.subarray(translated + 1))]);
  }
  return data;
}

/** A PNG's chunks ([ISO/IEC 15948] 5.3): every text chunk, and EXIF, read as text. */
function checkPng(window: FileWindow): void {
  let at = 8;
  const budget = { bytes: 0 };
  for (let count = 0; count < maxBlocks && at + 8 <= window.size; count += 1) {
    const header = window.exactly(at, 8, 'a PNG chunk header');
    const length = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    if (type === 'IEND') return;
    if (['tEXt', 'zTXt', 'iTXt', 'eXIf'].includes(type)) {
      checkText(pngChunkText(type, window.copy(at + 8, length), budget), `${type} chunk`);
    }
    at += 12 + length;
  }
}

/**
 * Throws a Refusal when a picture's metadata holds a web page's markup (page-markup.ts: an
 * element with an event handler, a `<meta http-equiv>`, a script): JPEG comments and APPn
 * segments (EXIF, XMP), PNG text chunks (compressed ones inflated) and EXIF, in 8 bits or
 * UTF-16. A viewer shows pixels, but a page or a program that shows a picture's comment or
 * description as HTML runs it. What the file's bytes hold as they are (after the picture's
 * end too) is carried-content.ts's.
 */
export function checkPicture(
  file: OpenFile,
  mime: typeof attachmentMimes.png | typeof attachmentMimes.jpeg,
): void {
  const window = new FileWindow(file);
  if (mime === attachmentMimes.jpeg) checkJpeg(window);
  else checkPng(window);
}

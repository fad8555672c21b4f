import { describe, expect, it } from 'vitest';
import { withFile } from '../../test/support/open-bytes.js';
import { jpeg, png } from '../../test/support/fixtures.js';
import { mp4, pngChunk, pngWithChunk, samsungTrailer } from '../../test/support/hostile-files.js';
import { checkJpeg } from './jpeg-check.js';
import { checkPng } from './png-check.js';
import { Refusal } from './file-bytes.js';

const pngCheck = (bytes: Buffer) => () => withFile(bytes, (file) => checkPng(file));
const jpegCheck = (bytes: Buffer) => () => withFile(bytes, (file) => checkJpeg(file));

describe('checkPng', () => {
  it('accepts chunks up to IEND, ancillary ones included', () => {
    expect(
      pngCheck(pngWithChunk(png(), pngChunk('tEXt', Buffer.from('Software\0test')))),
    ).not.toThrow();
  });

  it('refuses anything after IEND, even one byte, and a chunk cut short', () => {
    expect(pngCheck(Buffer.concat([png(), Buffer.from([0])]))).toThrow(/after the PNG's IEND/);
    expect(pngCheck(png().subarray(0, -6))).toThrow(Refusal);
  });
});

describe('checkJpeg', () => {
  it('accepts restart markers, stuffed bytes and several scans (a progressive JPEG)', () => {
    const image = jpeg();
    const scan = Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]);
    const data = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xff, 0xd1, 0x78]);
    const progressive = Buffer.concat([image.subarray(0, -2), scan, data, image.subarray(-2)]);
    expect(jpegCheck(progressive)).not.toThrow();
  });

  it('accepts zero padding after the image, and what phones append', () => {
    expect(jpegCheck(Buffer.concat([jpeg(), Buffer.alloc(4096)]))).not.toThrow();
    expect(jpegCheck(Buffer.concat([jpeg(), jpeg(), mp4()]))).not.toThrow();
    expect(jpegCheck(Buffer.concat([jpeg(), jpeg(), samsungTrailer(mp4())]))).not.toThrow();
  });

  it('refuses an image without its end, unknown bytes after it, and a broken Samsung trailer', () => {
    expect(jpegCheck(jpeg().subarray(0, -2))).toThrow(/end marker/);
    expect(jpegCheck(Buffer.concat([jpeg(), Buffer.from('hello')]))).toThrow(/no image or video/);
    expect(jpegCheck(Buffer.concat([jpeg(), mp4(), Buffer.from('trailing')]))).toThrow(Refusal);
    const trailer = samsungTrailer(mp4());
    // The directory's only entry now points 5 bytes further back than its block starts.
    const gap = Buffer.from(trailer);
    gap.writeUInt32LE(
      gap.readUInt32LE(trailer.length - 8 - 24 + 16) + 5,
      trailer.length - 8 - 24 + 16,
    );
    expect(jpegCheck(Buffer.concat([jpeg(), Buffer.alloc(5, 0x41), gap]))).toThrow(/Samsung/);
  });

  it('refuses a page or a script hidden in an appended video', () => {
    const video = Buffer.from(mp4());
    video.write('<script>alert(1)</script>', video.length - 100, 'latin1');
    expect(jpegCheck(Buffer.concat([jpeg(), video]))).toThrow(/web page or script/);
  });
});

import { describe, expect, it } from 'vitest';
import { jpeg, png } from '@verdalia/test-files/fixtures';
import { withFile } from '../test/support/open-bytes.js';
import { pictureEnd } from './picture-end.js';

describe('pictureEnd: where what a viewer shows ends', () => {
  it('ends a PNG after IEND and a JPEG after its first EOI, whatever follows', () => {
    const tail = Buffer.from('Rar!\x1a\x07 and more', 'latin1');
    for (const [picture, mime] of [
      [png(), 'image/png'],
      [jpeg(), 'image/jpeg'],
    ] as const) {
      const end = withFile(Buffer.concat([picture, tail, picture]), (file) =>
        pictureEnd(file, mime),
      );
      expect(end, mime).toBe(picture.length);
    }
  });

  it('reads a JPEG scan past stuffed bytes and restart markers', () => {
    const scan = Buffer.from([0x11, 0xff, 0x00, 0x22, 0xff, 0xd3, 0x33]);
    const picture = jpeg();
    const withScan = Buffer.concat([picture.subarray(0, -2), scan, picture.subarray(-2)]);
    expect(withFile(withScan, (file) => pictureEnd(file, 'image/jpeg'))).toBe(withScan.length);
  });

  it('takes the whole file for a picture whose end it cannot find', () => {
    const cut = png().subarray(0, 40);
    expect(withFile(cut, (file) => pictureEnd(file, 'image/png'))).toBe(cut.length);
  });
});

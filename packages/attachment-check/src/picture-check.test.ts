import { describe, expect, it } from 'vitest';
import { jpeg, png } from '@verdalia/test-files/fixtures';
import {
  jpegWithSegment,
  pictureMarkup,
  pngText,
  pngWithChunk,
} from '@verdalia/test-files/hostile-files';
import { withFile } from '../test/support/open-bytes.js';
import { checkPicture } from './picture-check.js';

const checked = (bytes: Buffer, mime: 'image/png' | 'image/jpeg') =>
  withFile(bytes, (file) => {
    checkPicture(file, mime);
  });

describe('checkPicture', () => {
  it('accepts a JPEG with a comment, EXIF and XMP text and a PNG with text chunks of plain words', () => {
    const xmp = Buffer.from(
      'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="GIMP 2.10"/></rdf:RDF></x:xmpmeta>',
      'latin1',
    );
    const photo = jpegWithSegment(
      jpegWithSegment(jpeg(), 0xfe, Buffer.from('Created with GIMP <3 onerror-free')),
      0xe1,
      xmp,
    );
    expect(() => checked(photo, 'image/jpeg')).not.toThrow();
    const text = pngWithChunk(png(), pngText('iTXt', 'Description', 'Vivero <norte>, 2026'));
    expect(() => checked(text, 'image/png')).not.toThrow();
  });

  it('refuses a page’s markup in a JPEG comment or metadata segment, in 8 bits or UTF-16', () => {
    for (const markup of Object.values(pictureMarkup)) {
      for (const [marker, data] of [
        [0xfe, Buffer.from(markup, 'latin1')],
        [0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.from(markup, 'utf16le')])],
      ] as const) {
        expect(() => checked(jpegWithSegment(jpeg(), marker, data), 'image/jpeg'), markup).toThrow(
          /markup|web page/,
        );
      }
    }
  });

  it('refuses a page’s markup in a PNG text chunk, compressed ones inflated', () => {
    for (const markup of Object.values(pictureMarkup)) {
      for (const kind of ['tEXt', 'zTXt', 'iTXt'] as const) {
        expect(
          () => checked(pngWithChunk(png(), pngText(kind, 'Comment', markup)), 'image/png'),
          `${kind} ${markup}`,
        ).toThrow(/markup|web page/);
      }
    }
  });
});

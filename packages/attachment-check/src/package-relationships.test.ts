import { describe, expect, it } from 'vitest';
import { reachedParts, readingOf, targetPart } from './package-relationships.js';

const type = (short: string) =>
  `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${short}`;

describe('targetPart', () => {
  it('resolves a target as a URI relative to its source part, without case', () => {
    expect(targetPart('word/document.xml', 'header1.bin')).toBe('word/header1.bin');
    expect(targetPart('word/document.xml', '../customXml/Item1.xml')).toBe('customxml/item1.xml');
    expect(targetPart('word/document.xml', '/word/media/image%201.png')).toBe(
      'word/media/image 1.png',
    );
    expect(targetPart('', 'word/document.rels')).toBe('word/document.rels');
    expect(targetPart('word/document.xml', 'media\\image1.png#x')).toBe('word/media/image1.png');
  });
});

describe('reachedParts', () => {
  it('follows relationships from the package to every part, each read as its type says', () => {
    const relationship = (short: string, target: string, external = false) => ({
      id: 'rId1',
      type: type(short),
      target,
      external,
    });
    const reached = reachedParts(
      new Map([
        ['_rels/.rels', [relationship('officeDocument', 'word/document.rels')]],
        [
          'word/_rels/document.rels.rels',
          [
            relationship('header', 'header1.bin'),
            relationship('image', 'media/image1.png'),
            relationship('hyperlink', 'https://verdalia.example/', true),
          ],
        ],
        ['word/_rels/header1.bin.rels', [relationship('custom', '../extra.dat')]],
      ]),
      new Set(['word/document.rels', 'word/header1.bin', 'word/media/image1.png', 'extra.dat']),
    );
    expect(
      Object.fromEntries([...reached].map(([part, readings]) => [part, [...readings]])),
    ).toEqual({
      'word/document.rels': ['xml'],
      'word/header1.bin': ['xml'],
      'word/media/image1.png': ['binary'],
      'extra.dat': ['sniffed'],
    });
    expect(readingOf(type('oleObject'))).toBe('binary');
  });
});

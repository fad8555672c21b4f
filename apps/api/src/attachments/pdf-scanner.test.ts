import { describe, expect, it } from 'vitest';
import { Refusal } from './file-bytes.js';
import { PdfScanner, type PdfStructure, type ScannedStream } from './pdf-scanner.js';

/** Scans `text` in pieces of `size` bytes, as the file check does; returns the streams seen. */
function scanAll(
  text: string | Buffer,
  size = 1 << 20,
  checkpoints?: number[],
): { streams: ScannedStream[]; structure: PdfStructure } {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'latin1');
  const streams: ScannedStream[] = [];
  const scanner = new PdfScanner({ onStream: (stream) => streams.push(stream), checkpoints });
  for (let offset = 0; offset < bytes.length; offset += size) {
    const from = Math.max(0, offset - PdfScanner.overlap);
    scanner.feed(bytes.subarray(from, offset + size), from, offset - from);
  }
  scanner.finish();
  return { streams, structure: scanner.structure };
}
const scan = (text: string | Buffer, size?: number) => scanAll(text, size).streams;
const refusal = (text: string) => () => scan(text);

describe('PdfScanner', () => {
  it.each([
    ['/JS', '<< /S /JavaScript /JS (app.alert(1)) >>'],
    ['/JavaScript', '<< /Names << /JavaScript 5 0 R >> >>'],
    ['/Launch', '<< /S /Launch /F (cmd.exe) >>'],
    ['/EmbeddedFile', '<< /Type /EmbeddedFile >>'],
    ['an XFA form', '<< /AcroForm << /XFA 7 0 R >> >>'],
    ['#xx escapes', '<< /S /J#61va#53cript >>'],
    ['a name right before a delimiter', '<</JS(x)>>'],
  ])('refuses active names: %s', (_label, object) => {
    expect(refusal(`%PDF-1.7\n1 0 obj\n${object}\nendobj\n`)).toThrow(Refusal);
  });

  it.each([
    ['inside a string', '(see /JS and /Launch here)'],
    ['inside a string with escaped and nested parentheses', '(a \\) (b /JS) c)'],
    ['inside a comment', '% /JavaScript\n<< /Type /Page >>'],
    ['inside a hex string', '<2F4A53>'],
    ['as part of a longer name', '<< /JSON 1 /Launcher 2 >>'],
  ])('leaves names alone that are not names: %s', (_label, object) => {
    expect(scan(`%PDF-1.7\n1 0 obj\n${object}\nendobj\n`)).toEqual([]);
  });

  it('skips stream data to the first endstream, whatever bytes it holds', () => {
    const binary = Buffer.concat([
      Buffer.from('1 0 obj\n<< /Length 99999 >>\nstream\n', 'latin1'),
      Buffer.from('\x00\xff/JS /Launch (\x00', 'latin1'),
      Buffer.from('\nendstream\nendobj\n2 0 obj\n<< /JS (x) >>\nendobj\n', 'latin1'),
    ]);
    // The data's /JS is skipped; the object after the stream is read.
    expect(() => scan(binary)).toThrow(/JavaScript/);
    expect(() =>
      scan(Buffer.from('1 0 obj\n<<>>\nstream\n/JS \nendstream\nendobj\n')),
    ).not.toThrow();
  });

  it('does not take a stream keyword inside a string for a stream', () => {
    expect(refusal('1 0 obj\n(>> stream\n) << /JS (x) >> (endstream)\nendobj\n')).toThrow(Refusal);
  });

  it('refuses a stream keyword without a dictionary right before it (data a reader reads as objects)', () => {
    // A %endstream comment would end the skipped "data"; a reader sent to object 4 runs its script.
    expect(
      refusal('stream\n4 0 obj <</S/JavaScript/JS(app.alert(1))>> endobj\n%endstream\n'),
    ).toThrow(/without a dictionary/);
    expect(refusal('1 0 obj\n<< >> 5 stream\nx\nendstream\nendobj\n')).toThrow(
      /without a dictionary/,
    );
    expect(refusal('1 0 obj\n<< /Length 1 << /X 1 >>\nstream\nx\nendstream\nendobj\n')).toThrow(
      /left open/,
    );
    expect(refusal('1 0 obj\n<< /Length 1 >> stream x\nendstream\nendobj\n')).toThrow(
      /end of line/,
    );
    expect(refusal('1 0 obj\n<< >>\nstream\nno end')).toThrow(/without its endstream/);
    // A comment between the dictionary and the keyword is skipped, as a reader skips it.
    expect(scan('1 0 obj\n<< /Length 1 >> % c\nstream\nx\nendstream\nendobj\n')).toHaveLength(1);
  });

  it('finds endstream across the pieces the file is read in', () => {
    const text = `1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Length 40 >>\nstream\n${'x'.repeat(40)}\nendstream\nendobj\n2 0 obj\n<< /JS 1 >>\nendobj\n`;
    for (const size of [5, 7, 16, 61, 64]) {
      expect(() => scan(text, size), `pieces of ${size}`).toThrow(Refusal);
    }
    const [stream] = scan(text.replace('/JS', '/OK'), 7);
    expect(stream?.keywordEnd).toBe(text.indexOf('stream\n') + 6);
    expect(stream?.end).toBe(text.indexOf('endstream'));
    expect(stream?.object).toEqual({ position: 0, number: 1, generation: 0 });
  });

  it('reads stream dictionaries: names, integers, references, arrays, nested dictionaries', () => {
    const [first, second] = scan(
      '1 0 obj\n<< /Type /XRef /W [1 2 1] /Length 7 0 R /DecodeParms << /Columns 4 /Predictor 12 >> /Filter [/FlateDecode] >>\nstream\nx\nendstream\nendobj\n' +
        '2 0 obj\n<< /Length 1 ] >>\nstream\nx\nendstream\nendobj\n',
    );
    const dictionary = first?.dictionary;
    expect(dictionary?.get('Type')).toEqual({ kind: 'name', name: 'XRef' });
    expect(dictionary?.get('Length')).toEqual({ kind: 'reference', number: 7, generation: 0 });
    expect(dictionary?.get('W')).toEqual({
      kind: 'array',
      items: [1, 2, 1].map((value) => ({ kind: 'integer', value })),
    });
    expect(dictionary?.get('DecodeParms')).toEqual({
      kind: 'dictionary',
      entries: new Map([
        ['Columns', { kind: 'integer', value: 4 }],
        ['Predictor', { kind: 'integer', value: 12 }],
      ]),
    });
    // A dictionary that does not read is reported as such, for the check to refuse.
    expect(second?.dictionary).toBeUndefined();
  });

  it('records object headers, cross-reference tables, trailers and one-integer objects', () => {
    const text =
      '%PDF-1.7\n1 0 obj\n<< /Length 2 0 R >>\nstream\nx\nendstream\nendobj\n' +
      '2 0 %comment\nobj 1 endobj\n3 1 obj (x) endobj\n' +
      'xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \n3 1\n0000000081 00001 n \ntrailer\n<< /Size 4 /Prev 123 /XRefStm 456 /Root 1 0 R >>\n';
    const { structure } = scanAll(text);
    expect(structure.headerAt).toEqual([9, text.indexOf('2 0 %'), text.indexOf('3 1 obj')]);
    expect(structure.headerNumber).toEqual([1, 2, 3]);
    expect(structure.headerGeneration).toEqual([0, 0, 1]);
    expect(structure.keywordAt).toEqual([
      text.indexOf('obj'),
      text.indexOf('obj 1'),
      text.indexOf('obj (x)'),
    ]);
    expect(structure.tables).toEqual([text.indexOf('xref')]);
    expect(structure.entries).toEqual({ number: [1, 3], generation: [0, 1], offset: [9, 81] });
    expect(structure.targets).toEqual([123, 456]);
    expect(structure.integers).toEqual(new Map([['2 0', 1]]));
    expect(refusal('xref\n0 2\n0000000000 65535 f \ntrailer\n<< >>\n')).toThrow(
      /cross-reference table/,
    );
  });

  it('refuses a reader’s starting point inside a string or comment (checkpoints)', () => {
    const text = '1 0 2 12 << /A (x << /S /JavaScript >>) >> % << /JS 1 >>\n<< /B 1 >>';
    const at = (part: string) => text.indexOf(part);
    expect(() => scanAll(text, 1 << 20, [at('<< /A'), at('<< /B')])).not.toThrow();
    // Between tokens is fine: a reader skips the white space.
    expect(() => scanAll(text, 5, [at('<< /A') - 1])).not.toThrow();
    for (const inside of ['<< /S', '<< /JS', '/A'].map((part) => at(part) + 1)) {
      expect(() => scanAll(text, 5, [inside]), String(inside)).toThrow(/inside a token/);
    }
    expect(() => scanAll(text, 1 << 20, [text.length + 4])).toThrow(/past its data/);
  });
});

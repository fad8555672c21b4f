import { describe, expect, it } from 'vitest';
import { Refusal } from './file-bytes.js';
import { PdfScanner, type StreamDictionary } from './pdf-scanner.js';

/** Scans `text` in pieces of `size` bytes, as the file check does; returns the object streams seen. */
function scan(text: string | Buffer, size = 1 << 20): StreamDictionary[] {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'latin1');
  const seen: StreamDictionary[] = [];
  const scanner = new PdfScanner((_start, _end, dictionary) => seen.push(dictionary));
  for (let offset = 0; offset < bytes.length; offset += size) {
    const from = Math.max(0, offset - PdfScanner.overlap);
    scanner.feed(bytes.subarray(from, offset + size), from, offset - from);
  }
  scanner.finish();
  return seen;
}

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
    // The data's /JS is skipped; the object after the stream is read (its /Length cannot hide it).
    expect(() => scan(binary)).toThrow(/JavaScript/);
    expect(() =>
      scan(Buffer.from('1 0 obj\n<<>>\nstream\n/JS \nendstream\nendobj\n')),
    ).not.toThrow();
  });

  it('does not take a stream keyword inside a string for a stream', () => {
    expect(refusal('1 0 obj\n(>> stream\n) << /JS (x) >> (endstream)\nendobj\n')).toThrow(Refusal);
  });

  it('finds endstream across the pieces the file is read in', () => {
    const text = `1 0 obj\n<< /Type /ObjStm /N 1 /First 4 >>\nstream\n${'x'.repeat(40)}\nendstream\nendobj\n2 0 obj\n<< /JS 1 >>\nendobj\n`;
    for (const size of [5, 7, 16, 61, 64]) {
      expect(() => scan(text, size), `pieces of ${size}`).toThrow(Refusal);
    }
    expect(scan(text.replace('/JS', '/OK'), 7)).toEqual([
      { type: 'ObjStm', filters: [], parameters: false },
    ]);
  });

  it('describes object streams: filters direct or in an array, parameters', () => {
    expect(
      scan(
        '1 0 obj\n<< /Type /ObjStm /Filter [/FlateDecode] /DecodeParms << /Predictor 12 >> >>\nstream\nx\nendstream\nendobj\n' +
          '2 0 obj\n<</Filter/FlateDecode/Type/ObjStm>>stream\nx\nendstream\nendobj\n' +
          '3 0 obj\n<< /Type /ObjStm /Filter 9 0 R >>\nstream\nx\nendstream\nendobj\n' +
          '4 0 obj\n<< /Type /XObject >>\nstream\nx\nendstream\nendobj\n',
      ),
    ).toEqual([
      { type: 'ObjStm', filters: ['FlateDecode'], parameters: true },
      { type: 'ObjStm', filters: ['FlateDecode'], parameters: false },
      { type: 'ObjStm', filters: undefined, parameters: false },
    ]);
  });

  it('reads a stream even after a dictionary left open, and refuses one without its end', () => {
    expect(
      scan('1 0 obj\n<< /Type /ObjStm << /X 1 >>\nstream\nx\nendstream\nendobj\n'),
    ).toHaveLength(1);
    expect(refusal('1 0 obj\n<< >>\nstream\nno end')).toThrow(/without its endstream/);
  });
});

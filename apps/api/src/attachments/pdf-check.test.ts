import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { withFile } from '../../test/support/open-bytes.js';
import { pdf, pdfOfSize } from '../../test/support/fixtures.js';
import { objectStream } from '../../test/support/hostile-files.js';
import { Refusal } from './file-bytes.js';
import { checkPdf } from './pdf-check.js';

const check = (bytes: Buffer) => () => withFile(bytes, (file) => checkPdf(file));
/** A PDF around the objects, written byte for byte (compressed data is latin1 here). */
const withObjects = (objects: string) =>
  Buffer.from(`%PDF-1.7\n${objects}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');

const header = '%PDF-1.7\n';
/**
 * A PDF of `body` with a cross-reference table whose entries point where `marks` say (the
 * first occurrence of each mark in the body), its trailer and startxref.
 */
function withTable(body: string, marks: Record<number, string>): Buffer {
  const lines = Object.entries(marks).map(([number, mark]) => {
    const at = body.indexOf(mark);
    if (at === -1) throw new Error(`no ${mark} in the body`);
    return `${number} 1\n${String(header.length + at).padStart(10, '0')} 00000 n \n`;
  });
  const xrefAt = header.length + body.length;
  return Buffer.from(
    `${header}${body}xref\n0 1\n0000000000 65535 f \n${lines.join('')}trailer\n<< /Size 9 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
    'latin1',
  );
}
const catalog = '1 0 obj\n<< /Type /Catalog /OpenAction 4 0 R >>\nendobj\n';
const script = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

/** A cross-reference stream's rows (W [1 2 1]) with the PNG Up predictor, deflated. */
function xrefStreamData(rows: [number, number, number][]): Buffer {
  const raw: number[] = [];
  let previous = [0, 0, 0, 0];
  for (const [type, second, third] of rows) {
    const row = [type, second >> 8, second & 0xff, third];
    raw.push(2, ...row.map((byte, index) => (byte - (previous[index] ?? 0)) & 0xff));
    previous = row;
  }
  return deflateSync(Buffer.from(raw));
}

/** A PDF whose objects are indexed by a cross-reference stream (object 9) listing `rows`. */
function withXrefStream(
  body: string,
  rows: (at: (mark: string) => number) => [number, number, number][],
): Buffer {
  const at = (mark: string) => header.length + body.indexOf(mark);
  const xrefAt = header.length + body.length;
  const data = xrefStreamData([...rows(at), [1, xrefAt, 0]]);
  const stream = `9 0 obj\n<< /Type /XRef /Size 10 /Index [0 1 1 1 4 1 9 1] /W [1 2 1] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >> /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream\nendobj\n`;
  return Buffer.from(`${header}${body}${stream}startxref\n${xrefAt}\n%%EOF\n`, 'latin1');
}

describe('checkPdf', () => {
  it('accepts a PDF whose object streams hold ordinary objects', () => {
    expect(
      check(withObjects(`9 0 obj\n${objectStream({ 3: '<< /Type /Page >>' })}\nendobj`)),
    ).not.toThrow();
  });

  it('refuses JavaScript inside a deflated object stream', () => {
    expect(
      check(withObjects(`9 0 obj\n${objectStream({ 3: '<< /S /JavaScript /JS (x) >>' })}\nendobj`)),
    ).toThrow(/JavaScript/);
  });

  const stream = (dictionary: string, data: Buffer) =>
    withObjects(
      `9 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Length ${data.length} ${dictionary} >>\nstream\n${data.toString('latin1')}\nendstream\nendobj`,
    );

  it('refuses object streams it cannot read: another filter, predictors it does not know, not inflating', () => {
    const deflated = deflateSync(Buffer.from('1 0 << /JS (x) >>'));
    expect(check(stream('/Filter /LZWDecode', deflated))).toThrow(/LZWDecode/);
    expect(check(stream('/Filter /FlateDecode /DecodeParms << /Predictor 2 >>', deflated))).toThrow(
      Refusal,
    );
    expect(check(stream('/Filter /FlateDecode', Buffer.from('encrypted bytes, not zlib')))).toThrow(
      /does not inflate/,
    );
  });

  it('refuses an object stream that inflates past the cap', () => {
    const bomb = deflateSync(Buffer.alloc(40 * 1024 * 1024, 0x20));
    expect(check(stream('/Filter /FlateDecode', bomb))).toThrow(/within bounds/);
  });

  it('refuses an object stream whose data stops inflating before its end (a truncated zlib stream)', () => {
    const objects = deflateSync(Buffer.from(`1 0 << /Type /Page >> ${' '.repeat(4000)}`));
    expect(check(stream('/Filter /FlateDecode', objects))).not.toThrow();
    expect(check(stream('/Filter /FlateDecode', objects.subarray(0, 12)))).toThrow(
      /inflate completely/,
    );
  });

  it('refuses an object stream with a fake endstream inside its data (a reader goes on to /Length)', () => {
    const hidden = objectStream({ 4: script }, { fakeEnd: true });
    expect(check(withObjects(`${catalog}9 0 obj\n${hidden}\nendobj`))).toThrow(/runs past/);
  });

  it('refuses an object stream whose header sends a reader into a string', () => {
    // Object 4 at offset 3: the `<<` inside the string.
    const data = deflateSync(Buffer.from(`4 3 (x ${script})`, 'latin1'));
    expect(check(stream('/Filter /FlateDecode', data))).toThrow(/inside a token/);
  });

  it('takes stream lengths from the objects they refer to (as LibreOffice writes them) and refuses one that disagrees', () => {
    const body = (length: number) =>
      `${catalog}2 0 obj\n<< /Length 3 0 R >>\nstream\nabcd\nendstream\nendobj\n3 0 obj\n${length}\nendobj\n`;
    const marks = { 1: '1 0 obj', 2: '2 0 obj', 3: '3 0 obj' };
    expect(check(withTable(body(4), marks))).not.toThrow();
    expect(check(withTable(body(3), marks))).toThrow(/ends before/);
    expect(check(withTable(body(40), marks))).toThrow(/runs past/);
    expect(check(withTable(body(4).replace('3 0 R', '8 0 R'), marks))).toThrow(
      /not an integer object/,
    );
    expect(check(withTable(body(4).replace('/Length 3 0 R', ''), marks))).toThrow(
      /without a \/Length/,
    );
  });

  it('refuses an object a reader is sent to inside a comment, a string or stream data', () => {
    const marks = { 1: '1 0 obj', 4: '4 0 obj' };
    const inData = `4 0 obj ${script} endobj`;
    const cases: [string, string, string][] = [
      ['a comment', `% 4 0 obj ${script} endobj\n`, '4 0 obj'],
      ['a string', `5 0 obj\n(4 0 obj ${script} endobj)\nendobj\n`, '4 0 obj'],
      [
        'stream data',
        `5 0 obj\n<< /Length ${inData.length} >>\nstream\n${inData}\nendstream\nendobj\n`,
        '4 0 obj',
      ],
      // With a comment inside the header, no repair code would find it: only the index does.
      [
        'a string, its header split by a comment',
        `5 0 obj\n(4 0 %\nobj ${script})\nendobj\n`,
        '4 0 %',
      ],
    ];
    for (const [where, hidden, mark] of cases) {
      expect(check(withTable(catalog + hidden, { ...marks, 4: mark })), where).toThrow(Refusal);
      // Without the index entry, a reader repairing the file would find the first three.
      const unindexed = check(withTable(catalog + hidden, { 1: '1 0 obj' }));
      if (mark === '4 0 %') expect(unindexed, where).not.toThrow();
      else expect(unindexed, where).toThrow(/header inside/);
    }
    // The same objects, where the index says, are read and refused for what they are.
    expect(check(withTable(`${catalog}4 0 obj ${script} endobj\n`, marks))).toThrow(/JavaScript/);
    expect(
      check(withTable(`${catalog}4 0 obj << /S /URI /URI (https://a.example/) >> endobj\n`, marks)),
    ).not.toThrow();
  });

  it('refuses a startxref or /Prev that points where the scan saw no cross-reference data', () => {
    const good = withTable(catalog, { 1: '1 0 obj' }).toString('latin1');
    expect(check(Buffer.from(good, 'latin1'))).not.toThrow();
    const commented = good.replace('startxref', '% xref here\nstartxref');
    const into = commented.indexOf('xref here');
    expect(
      check(Buffer.from(commented.replace(/startxref\n\d+/, `startxref\n${into}`), 'latin1')),
    ).toThrow(/cross-reference data/);
    expect(check(Buffer.from(good.replace('/Size 9', '/Size 9 /Prev 3'), 'latin1'))).toThrow(
      /cross-reference data/,
    );
  });

  it('reads cross-reference streams (PNG predictors): entries must point at their objects and compressed ones into object streams', () => {
    const objects = objectStream({ 4: '<< /S /URI /URI (https://a.example/) >>' });
    const body = `1 0 obj\n<< /Type /Catalog /OpenAction 4 0 R >>\nendobj\n6 0 obj\n${objects}\nendobj\n`;
    const rows =
      (container: number) =>
      (at: (mark: string) => number): [number, number, number][] => [
        [0, 0, 255],
        [1, at('1 0 obj'), 0],
        [2, container, 0],
      ];
    expect(check(withXrefStream(body, rows(6)))).not.toThrow();
    // Object 4 said to be in object 1 (the catalog): a reader would parse that as an object stream.
    expect(check(withXrefStream(body, rows(1)))).toThrow(/not an object stream read/);
    const intoString = `${body}7 0 obj\n(1 0 obj ${script})\nendobj\n`;
    expect(
      check(
        withXrefStream(intoString, (at) => [
          [0, 0, 255],
          [1, at('1 0 obj ('), 0],
          [2, 6, 0],
        ]),
      ),
    ).toThrow(Refusal);
  });

  it('accepts the small PDFs the other tests send, and their 20 MiB one', () => {
    expect(check(pdf())).not.toThrow();
    expect(check(pdfOfSize(20 * 1024 * 1024))).not.toThrow();
  });

  it('refuses a PDF that does not end with its trailer', () => {
    expect(check(Buffer.concat([pdf(), Buffer.alloc(2048, 0x20)]))).toThrow(/%%EOF/);
  });
});

import { deflateSync } from 'node:zlib';

/**
 * A PDF as a writer of object streams makes it: the top-level objects (body text by number),
 * the objects inside one object stream (number 90), and a cross-reference stream (number 99)
 * that lists them all, so a reader finds each by the index, damage not needed. Object 1 is
 * expected to be the catalog.
 */
export function indexedPdf(
  top: Record<number, string>,
  inStream: Record<number, string> = {},
  {
    streamDict = '',
    trailer = '',
    header = (number: number) => `${number} 0 obj`,
    counts = (n: number, first: number) => `/N ${n} /First ${first}`,
    predictor = false,
  }: {
    streamDict?: string;
    trailer?: string;
    /** How each top-level object's header is written. */
    header?: (number: number) => string;
    /** How the object stream's /N and /First are written. */
    counts?: (n: number, first: number) => string;
    /** The object stream encoded with the PNG Up predictor (/DecodeParms, 8 columns). */
    predictor?: boolean;
  } = {},
): Buffer {
  let text = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const entries = new Map<number, Buffer>();
  const entry = (type: number, a: number, b: number) => {
    const bytes = Buffer.alloc(7);
    bytes.writeUInt8(type, 0);
    bytes.writeUInt32BE(a, 1);
    bytes.writeUInt16BE(b, 5);
    return bytes;
  };
  for (const [number, body] of Object.entries(top)) {
    entries.set(Number(number), entry(1, Buffer.byteLength(text, 'latin1'), 0));
    text += `${header(Number(number))}\n${body}\nendobj\n`;
  }
  const members = Object.entries(inStream);
  if (members.length > 0) {
    let index = '';
    let content = '';
    members.forEach(([number, body], position) => {
      index += `${number} ${content.length} `;
      content += `${body}\n`;
      entries.set(Number(number), entry(2, 90, position));
    });
    const plain = Buffer.from(index + content, 'latin1');
    const data = deflateSync(predictor ? pngUp(plain, 8) : plain);
    const parms = predictor ? '/DecodeParms << /Predictor 12 /Columns 8 >> ' : '';
    entries.set(90, entry(1, Buffer.byteLength(text, 'latin1'), 0));
    text += `90 0 obj\n<< /Type /ObjStm ${counts(members.length, index.length)} /Filter /FlateDecode ${parms}/Length ${data.length} ${streamDict}>>\nstream\n${data.toString('latin1')}\nendstream\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(text, 'latin1');
  entries.set(99, entry(1, xrefAt, 0));
  const size = Math.max(...entries.keys()) + 1;
  const rows = Buffer.concat(
    Array.from({ length: size }, (_, number) => entries.get(number) ?? entry(0, 0, 0)),
  );
  text += `99 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R ${trailer}/Length ${rows.length} >>\nstream\n${rows.toString('latin1')}\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** The bytes in rows of `columns`, each row led by PNG's filter type 2 (Up): the difference from the row above. */
function pngUp(bytes: Buffer, columns: number): Buffer {
  const rows = Math.ceil(bytes.length / columns);
  const padded = Buffer.concat([bytes, Buffer.alloc(rows * columns - bytes.length, 0x20)]);
  const out = Buffer.alloc(rows * (columns + 1));
  for (let row = 0; row < rows; row += 1) {
    out[row * (columns + 1)] = 2;
    for (let column = 0; column < columns; column += 1) {
      const at = row * columns + column;
      const above = row === 0 ? 0 : (padded[at - columns] ?? 0);
      out[row * (columns + 1) + 1 + column] = ((padded[at] ?? 0) - above + 256) & 0xff;
    }
  }
  return out;
}

/**
 * A PDF of a few hundred bytes whose object stream, listed by its index, inflates to
 * `inflated` bytes (one string of spaces): qpdf must inflate it all to read the objects.
 */
export function objectStreamBomb(inflated: number): Buffer {
  return indexedPdf(
    { 1: '<< /Type /Catalog /Pages 2 0 R >>' },
    { 2: '<< /Type /Pages /Kids [] /Count 0 >>', 4: `(${' '.repeat(inflated)})` },
  );
}

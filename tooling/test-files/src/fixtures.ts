import { crc32, deflateSync } from 'node:zlib';
import CFB from 'cfb';

/** Test files built in code: tiny but real enough for magic-number detection. */

export function pdf(extra = ''): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n${extra}trailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** A PNG chunk of the given type and data, with its length and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x2e, 0x7d, 0x32]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG's segments in order (SOI, JFIF, frame, scan, entropy-coded data, EOI); not a picture. */
export function jpeg(): Buffer {
  const segment = (marker: number, body: number[]) =>
    Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0, 0]),
    segment(0xc0, [0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00]),
    segment(0xda, [0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]),
    Buffer.alloc(64, 0x11),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A compound file (OLE2), or a ZIP archive, of the given streams, written by the cfb library. */
function container(streams: Record<string, Buffer>, fileType: 'cfb' | 'zip' = 'cfb'): Buffer {
  const written = CFB.utils.cfb_new();
  for (const [name, bytes] of Object.entries(streams))
    CFB.utils.cfb_add(written, `/${name}`, bytes);
  const bytes: unknown = CFB.write(written, { fileType, type: 'buffer' });
  if (!(bytes instanceof Uint8Array)) throw new Error('cfb wrote no bytes');
  return Buffer.from(bytes);
}

/** A Word 97-2003 .doc as far as the API looks: a compound file with a WordDocument stream. */
export function doc(): Buffer {
  return container({ WordDocument: Buffer.from('Hola'), '1Table': Buffer.alloc(16) });
}

/** A compound file that is not a Word document (an Excel workbook's shape). */
export function xlsCompound(): Buffer {
  return container({ Workbook: Buffer.alloc(64) });
}

/** The compound file signature and nothing more of one, followed by a Windows executable. */
export function cfbSignatureThenExe(): Buffer {
  return Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), exe()]);
}

/** A ZIP archive of the given entries, written by the cfb library. */
export function zip(entries: Record<string, string>): Buffer {
  const streams = Object.fromEntries(
    Object.entries(entries).map(([name, text]) => [name, Buffer.from(text)]),
  );
  return container(streams, 'zip');
}

export function docx(): Buffer {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hola</w:t></w:r></w:p></w:body></w:document>',
  });
}

/** A Windows executable header (what a ".pdf" from an attacker may really be). */
export function exe(): Buffer {
  const buffer = Buffer.alloc(512);
  buffer.write('MZ', 0, 'latin1');
  buffer.writeUInt32LE(0x80, 0x3c);
  buffer.write('PE\0\0', 0x80, 'latin1');
  return buffer;
}

/** A PDF with a ZIP archive appended: opens as both. */
export function pdfZipPolyglot(): Buffer {
  return Buffer.concat([pdf(), zip({ 'payload.js': 'alert(1)' })]);
}

/** Bytes of a given size with a valid PDF header and trailer. */
export function pdfOfSize(size: number): Buffer {
  const head = pdf();
  // Every 4 bytes hold their own offset, so a chunk written twice, out of order or not at all
  // changes the file's hash. Offsets stay below 2^25: no ZIP signature can appear in the tail.
  const buffer = Buffer.alloc(size);
  for (let offset = 0; offset + 4 <= size; offset += 4) buffer.writeUInt32BE(offset, offset);
  head.subarray(0, head.length - 6).copy(buffer);
  buffer.write('%%EOF\n', size - 6, 'latin1');
  return buffer;
}

/**
 * A Word 6 .doc as far as its File Information Block goes (wIdent 0xA5DC, nFib 101, not
 * fast-saved): its 8-bit text from fcMin to fcMac, and, given a template, an SttbfAssoc of 18
 * strings (the template second) after the text, named at FIB offsets 0x158 and 0x15C; the
 * table's own length field says `statedLength` when given (a lie no reader stops at).
 */
export function word6Doc(template?: string, statedLength?: number): Buffer {
  const fib = Buffer.alloc(0x200);
  fib.writeUInt16LE(0xa5dc, 0);
  fib.writeUInt16LE(101, 2);
  const text = Buffer.from('Informe\r', 'latin1');
  fib.writeUInt32LE(fib.length, 0x18);
  fib.writeUInt32LE(fib.length + text.length, 0x1c);
  if (template === undefined) return container({ WordDocument: Buffer.concat([fib, text]) });
  const strings = Array.from({ length: 18 }, (_, index) => (index === 1 ? template : ''));
  const body = Buffer.concat(
    strings.map((value) =>
      Buffer.concat([Buffer.from([value.length]), Buffer.from(value, 'latin1')]),
    ),
  );
  const sttb = Buffer.concat([Buffer.alloc(2), body]);
  sttb.writeUInt16LE(statedLength ?? sttb.length, 0);
  fib.writeUInt32LE(fib.length + text.length, 0x158);
  fib.writeUInt32LE(sttb.length, 0x15c);
  return container({ WordDocument: Buffer.concat([fib, text, sttb]) });
}

/**
 * A Word 97 .doc as far as its File Information Block goes ([MS-DOC] 2.5.1): the FIB of
 * Word 97 (wIdent 0xA5EC, 93 fc/lcb pairs, the table stream 1Table) and no text.
 */
export function word97Doc(): Buffer {
  const fib = Buffer.alloc(1024);
  fib.writeUInt16LE(0xa5ec, 0);
  fib.writeUInt16LE(0x00c1, 2);
  fib.writeUInt16LE(0x0200, 0x0a);
  fib.writeUInt16LE(14, 0x20);
  fib.writeUInt16LE(22, 0x3e);
  fib.writeUInt16LE(0x5d, 0x98);
  return container({ WordDocument: fib, '1Table': Buffer.alloc(512) });
}

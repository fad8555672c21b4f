import { crc32, deflateRawSync, deflateSync, constants } from 'node:zlib';
import CFB from 'cfb';
import yauzl from 'yauzl';
import { exe, pngChunk } from './fixtures.js';

// Hostile variants of ordinary files, built from the real ones (real-documents.ts) where
// possible: what an attacker starts from is a document that opens normally.

/** One entry of a ZIP archive: its bytes, or deflated bytes with the sizes it claims. */
export interface ZipEntry {
  name: string;
  data?: Buffer;
  /** Already deflated data, with the size and CRC it inflates to (a bomb's). */
  deflated?: { bytes: Buffer; size: number; crc: number };
  /** Extra fields of the central directory record and the local header (APPNOTE 4.5). */
  extra?: Buffer;
  /** The name its local header gives, when it is not the directory's. */
  localName?: string;
}

/**
 * An Info-ZIP Unicode Path extra field (0x7075, APPNOTE 4.6.9) naming the entry `unicodeName`
 * for the entry whose stored name is `storedName`: yauzl, unzip and 7-Zip take it, LibreOffice
 * and Python's zipfile read the stored name.
 */
export function unicodePathField(storedName: string, unicodeName: string): Buffer {
  const name = Buffer.from(unicodeName, 'utf8');
  const field = Buffer.alloc(9);
  field.writeUInt16LE(0x7075, 0);
  field.writeUInt16LE(5 + name.length, 2);
  field.writeUInt8(1, 4);
  field.writeUInt32LE(crc32(Buffer.from(storedName, 'utf8')) >>> 0, 5);
  return Buffer.concat([field, name]);
}

/**
 * The fields a local header and its central directory record share, from `at` on: version
 * needed (2.0), flags (UTF-8 names), method (deflate), time and date (zero), CRC, sizes, name length.
 */
function writeSharedFields(
  header: Buffer,
  at: number,
  packed: { bytes: Buffer; size: number; crc: number },
  nameLength: number,
): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(0x0800, at + 2);
  header.writeUInt16LE(8, at + 4);
  header.writeUInt32LE(packed.crc >>> 0, at + 10);
  header.writeUInt32LE(packed.bytes.length, at + 14);
  header.writeUInt32LE(packed.size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

/** A ZIP archive (PKWARE APPNOTE 4.3) of the entries, deflated, in order, nothing around it. */
export function writeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const localName = Buffer.from(entry.localName ?? entry.name, 'utf8');
    const extra = entry.extra ?? Buffer.alloc(0);
    const data = entry.data ?? Buffer.alloc(0);
    const packed = entry.deflated ?? {
      bytes: deflateRawSync(data),
      size: data.length,
      crc: crc32(data),
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeSharedFields(local, 4, packed, localName.length);
    local.writeUInt16LE(extra.length, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    // Version made by, then the fields the local header has too.
    central.writeUInt16LE(20, 4);
    writeSharedFields(central, 6, packed, name.length);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(local, localName, extra, packed.bytes);
    centrals.push(central, name, extra);
    offset += local.length + localName.length + extra.length + packed.bytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The entries of a ZIP archive (a .docx), inflated, in their order. */
export async function readZip(archive: Buffer): Promise<ZipEntry[]> {
  const zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  const entries: ZipEntry[] = [];
  for await (const entry of zip.eachEntry()) {
    const parts: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) {
      if (Buffer.isBuffer(chunk)) parts.push(chunk);
    }
    entries.push({ name: entry.fileName, data: Buffer.concat(parts) });
  }
  return entries;
}

/** The .docx with entries added (or replaced, by name). */
export async function docxWith(docx: Buffer, added: ZipEntry[]): Promise<Buffer> {
  const names = new Set(added.map((entry) => entry.name));
  const kept = (await readZip(docx)).filter((entry) => !names.has(entry.name));
  return writeZip([...kept, ...added]);
}

/** A relationships part with the given relationships. */
export function rels(...relationships: string[]): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships.join('')}</Relationships>`,
  );
}

const relationshipType = (type: string) =>
  `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}`;

/** A relationship element: Id, short type, target, external or not. */
export function relationship(id: string, type: string, target: string, external = false): string {
  return `<Relationship Id="${id}" Type="${relationshipType(type)}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`;
}

/**
 * A ZIP entry of 1 GiB of zeros in about 1 MiB: one deflated 16 MiB run repeated (each run
 * ends on a byte boundary, flushed, and refers only to itself), then a final empty block.
 */
export function gibibyteOfZeros(name: string): ZipEntry {
  const run = 16 * 1024 * 1024;
  const zeros = Buffer.alloc(run);
  const block = deflateRawSync(zeros, { finishFlush: constants.Z_FULL_FLUSH });
  const repeats = 64;
  let crc = 0;
  for (let index = 0; index < repeats; index += 1) crc = crc32(zeros, crc);
  return {
    name,
    deflated: {
      bytes: Buffer.concat([
        ...Array.from({ length: repeats }, () => block),
        Buffer.from([0x03, 0x00]),
      ]),
      size: run * repeats,
      crc,
    },
  };
}

/**
 * The compound file (.doc) with streams added, written back by the cfb library; `classIds`
 * sets the class ID of storages (as the directory stores it, 32 hex digits).
 */
export function docWith(
  doc: Buffer,
  streams: Record<string, Buffer>,
  classIds: Record<string, string> = {},
): Buffer {
  const container = CFB.read(doc, { type: 'buffer' });
  for (const [name, bytes] of Object.entries(streams)) CFB.utils.cfb_add(container, name, bytes);
  for (const [name, clsid] of Object.entries(classIds)) {
    const storage = CFB.find(container, name);
    if (!storage) throw new Error(`no ${name} in the compound file`);
    storage.clsid = clsid;
  }
  const written: unknown = CFB.write(container, { type: 'buffer' });
  if (!(written instanceof Uint8Array)) throw new Error('cfb did not write bytes');
  return Buffer.from(written);
}

/**
 * The .doc with the directory entry of its WordDocument stream pointing, as its right
 * sibling, back at the first entry below the root: the directory's tree becomes a cycle.
 */
export function docWithDirectoryCycle(doc: Buffer): Buffer {
  const bytes = Buffer.from(doc);
  const sectorSize = 2 ** bytes.readUInt16LE(0x1e);
  const directory = (bytes.readUInt32LE(0x30) + 1) * sectorSize;
  for (let entry = directory; entry + 128 <= bytes.length; entry += 128) {
    const nameLength = bytes.readUInt16LE(entry + 64);
    if (nameLength < 2) break;
    if (bytes.toString('utf16le', entry, entry + nameLength - 2) === 'WordDocument') {
      bytes.writeInt32LE(1, entry + 0x48);
      return bytes;
    }
  }
  throw new Error('no WordDocument entry in the first directory sector');
}

/**
 * The PDF with an incremental update appended (ISO 32000-1, 7.5.6), as editors save changes:
 * the given objects, a new catalog pointing at `catalogExtra` (e.g. an /OpenAction), the
 * cross-reference section for them and a trailer chaining to the original.
 */
export function pdfUpdate(
  pdf: Buffer,
  objects: Record<number, string>,
  catalogExtra: string,
): Buffer {
  let body = '\n';
  const offsets: Record<number, number> = {};
  for (const [number, content] of Object.entries(objects)) {
    offsets[Number(number)] = body.length;
    body += `${number} 0 obj\n${content}\nendobj\n`;
  }
  return pdfUpdateAt(pdf, body, offsets, catalogExtra);
}

/**
 * The same with the update's text written out (`body`, latin1) and where the cross-reference
 * section says each object starts in it (`offsets`, object number → offset in the body):
 * how a file sends a reader to bytes of its choosing.
 */
export function pdfUpdateAt(
  pdf: Buffer,
  body: string,
  offsets: Record<number, number>,
  catalogExtra: string,
): Buffer {
  const text = pdf.toString('latin1');
  const root = /\/Root (\d+) 0 R/.exec(text)?.[1];
  const previous = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1];
  const size = Number(/\/Size (\d+)/.exec(text)?.[1]);
  if (!root || !previous || !size) throw new Error('not a PDF with a classic trailer');
  const catalog = new RegExp(`(?:^|\\n)${root} 0 obj\\s*<<([\\s\\S]*?)>>\\s*endobj`).exec(
    text,
  )?.[1];
  if (catalog === undefined) throw new Error('catalog not found');
  const entries: [number, number][] = Object.entries(offsets).map(([number, offset]) => [
    Number(number),
    pdf.length + offset,
  ]);
  entries.push([Number(root), pdf.length + body.length]);
  const all = `${body}${root} 0 obj\n<<${catalog} ${catalogExtra}>>\nendobj\n`;
  const xrefAt = pdf.length + all.length;
  const xref = entries
    .map(([number, offset]) => `${number} 1\n${String(offset).padStart(10, '0')} 00000 n \n`)
    .join('');
  const newSize = Math.max(size, ...entries.map(([number]) => number + 1));
  const trailer = `xref\n${xref}trailer\n<< /Size ${newSize} /Root ${root} 0 R /Prev ${previous} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(all + trailer, 'latin1')]);
}

/**
 * An object stream (/Type /ObjStm, deflated) holding the given objects. With `fakeEnd`, its
 * data is stored rather than compressed and starts with a comment holding `endstream` and
 * an open parenthesis (closed by a comment after the objects): a reader takes the data from
 * /Length, a scan that stops at the first `endstream` reads what follows as a string.
 */
export function objectStream(objects: Record<number, string>, { fakeEnd = false } = {}): string {
  let header = '';
  let content = fakeEnd ? '% endstream (\n' : '';
  for (const [number, object] of Object.entries(objects)) {
    header += `${number} ${content.length} `;
    content += `${object}\n`;
  }
  if (fakeEnd) content += '% )\n';
  const data = deflateSync(Buffer.from(header + content, 'latin1'), { level: fakeEnd ? 0 : 6 });
  return `<< /Type /ObjStm /N ${Object.keys(objects).length} /First ${header.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`;
}

/** Archives as their formats write them: a RAR 5 and a 7z archive (containers.ts). */
export { rar, sevenZip } from './containers.js';

/** A web page with a script: what a browser runs if it is made to read the file as HTML. */
export function html(): Buffer {
  return Buffer.from(
    '<!doctype html><html><body><script>location="https://evil.test/"</script></body></html>\n',
  );
}

/** A ZIP archive holding one small script, as droppers ship them. */
export function smallZip(): Buffer {
  return writeZip([{ name: 'factura.js', data: Buffer.from('WScript.Shell;') }]);
}

/** The windows executable of the fixtures, padded to a realistic size. */
export function executable(): Buffer {
  return Buffer.concat([exe(), Buffer.alloc(4096, 0x90)]);
}

export { pngChunk };

/** The PNG with a chunk inserted before its IEND (the last 12 bytes). */
export function pngWithChunk(png: Buffer, chunk: Buffer): Buffer {
  return Buffer.concat([png.subarray(0, -12), chunk, png.subarray(-12)]);
}

/** ISO base media boxes: an MP4 as a motion photo appends it (ftyp, moov, mdat). */
export function mp4(): Buffer {
  const box = (type: string, data: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + data.length);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, data]);
  };
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1')),
    box('moov', box('mvhd', Buffer.alloc(100))),
    box('mdat', Buffer.alloc(20_000, 0x47)),
  ]);
}

/**
 * A Samsung trailer (SEF) holding a motion photo's video, laid out as ExifTool reads it:
 * data blocks (type, name length, name, data), then the SEFH directory pointing back at them,
 * its length and SEFT.
 */
export function samsungTrailer(video: Buffer): Buffer {
  const name = Buffer.from('MotionPhoto_Data', 'latin1');
  const block = Buffer.alloc(8);
  block.writeUInt16LE(0x0a30, 2);
  block.writeUInt32LE(name.length, 4);
  const data = Buffer.concat([block, name, video]);
  const directory = Buffer.alloc(24);
  directory.write('SEFH', 0, 'latin1');
  directory.writeUInt32LE(106, 4);
  directory.writeUInt32LE(1, 8);
  directory.writeUInt16LE(0x0a30, 14);
  directory.writeUInt32LE(data.length, 16);
  directory.writeUInt32LE(data.length, 20);
  const end = Buffer.alloc(8);
  end.writeUInt32LE(directory.length, 0);
  end.write('SEFT', 4, 'latin1');
  return Buffer.concat([data, directory, end]);
}

/**
 * The PDF with an executable attached to its first page as a file attachment annotation, the
 * way a mail client's "attach" button does it: the file deflated, its stream without a /Type,
 * no /EmbeddedFiles name tree (readers list the attachment from the annotation alone).
 */
export function pdfWithAnnotationAttachment(pdf: Buffer, file: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const page =
    /(?:^|\n)(\d+) 0 obj\s*<<((?:(?!endobj)[\s\S])*?\/Type\s*\/Page\b(?!s)[\s\S]*?)>>\s*endobj/.exec(
      text,
    );
  if (!page?.[1] || page[2] === undefined) throw new Error('no page object in the PDF');
  const data = deflateSync(file);
  return pdfUpdate(
    pdf,
    {
      90: `<< /Filter /FlateDecode /Length ${data.length} /Params << /Size ${file.length} >> >>\nstream\n${data.toString('latin1')}\nendstream`,
      91: '<< /Type /Filespec /F (factura.exe) /UF (factura.exe) /EF << /F 90 0 R >> >>',
      92: '<< /Type /Annot /Subtype /FileAttachment /Rect [72 72 92 92] /Name /Paperclip /Contents (factura) /FS 91 0 R >>',
      [Number(page[1])]: `<<${page[2].replace(/\/Annots\s*\[[^\]]*\]/, '')} /Annots [92 0 R] >>`,
    },
    '',
  );
}

/** A page of HTML with a script between a PDF header and a PDF trailer: no PDF at all. */
export function htmlAsPdf(): Buffer {
  return Buffer.from(`%PDF-1.4\n${html().toString('latin1')}%%EOF\n`, 'latin1');
}

/**
 * Bytes that cost the old check a re-scan of 4 KiB per `PE\0\0` (about 9 s per MiB): a
 * PDF-looking file of `MZPE\0\0` repeated, `size` bytes.
 */
export function mzpeFlood(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.write('%PDF-1.4\n', 'latin1');
  for (let at = 9; at + 6 <= size; at += 6) bytes.write('MZPE\0\0', at, 'latin1');
  return bytes;
}

/**
 * An XML part re-encoded in UTF-16 (little-endian) without a byte order mark, its
 * declaration saying so: what the XML specification reads by its first bytes (`<\0?\0`).
 */
export function utf16WithoutMark(xml: Buffer): Buffer {
  const text = xml.toString('utf8').replace(/encoding="UTF-8"/i, 'encoding="UTF-16"');
  return Buffer.from(text, 'utf16le');
}

/**
 * The .doc with part of its text replaced, in place, by a field (0x13 instructions 0x14
 * result 0x15, [MS-DOC] 2.8.25) as Word stores one: the text is found where LibreOffice
 * wrote it (8-bit or UTF-16) and overwritten with as many characters, so the piece table
 * still holds.
 */
export function docWithField(doc: Buffer, anchor: string, instructions: string): Buffer {
  const container = CFB.read(doc, { type: 'buffer' });
  const entry = CFB.find(container, '/WordDocument');
  if (!entry) throw new Error('no WordDocument stream');
  const stream = Buffer.from(entry.content);
  const field = `\u0013${instructions}\u0014x\u0015`;
  const narrow = stream.indexOf(Buffer.from(anchor, 'latin1'));
  const wide = stream.indexOf(Buffer.from(anchor, 'utf16le'));
  if (anchor.length < field.length) throw new Error('the anchor text is shorter than the field');
  const padded = field.padEnd(anchor.length, ' ');
  if (wide !== -1) Buffer.from(padded, 'utf16le').copy(stream, wide);
  else if (narrow !== -1) Buffer.from(padded, 'latin1').copy(stream, narrow);
  else throw new Error(`no "${anchor}" in the document's text`);
  entry.content = stream;
  const written: unknown = CFB.write(container, { type: 'buffer' });
  if (!(written instanceof Uint8Array)) throw new Error('cfb did not write bytes');
  return Buffer.from(written);
}

/**
 * A well-formed PDF of `count` small objects, each an annotation-like dictionary with an
 * array, listed by a classic cross-reference table: the most work per byte a PDF gives its
 * reader (qpdf and the rules read every object), so checking it takes time in proportion to
 * `count` (R's reference manual has 59,471 objects). `catalogExtra` goes into its catalog.
 */
export function manyObjectsPdf(count: number, catalogExtra = ''): Buffer {
  const parts = ['%PDF-1.4\n'];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  const add = (text: string) => {
    offsets.push(length);
    parts.push(text);
    length += text.length;
  };
  add(`1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>\nendobj\n`);
  add('2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n');
  for (let number = 3; number < count + 3; number += 1) {
    add(
      `${number} 0 obj\n<< /Type /Annot /Subtype /Square /Rect [0 0 ${number} 10] /Border [0 0 1] >>\nendobj\n`,
    );
  }
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  const table = `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${rows.join('')}`;
  const trailer = `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.from(parts.join('') + table + trailer, 'latin1');
}

/**
 * A .docx of about `size` bytes that is nothing but fields (PAGE, each with its own comment,
 * so that the part compresses as text does, about 30 times): its check reads 30 times its
 * size of XML, seconds per MiB, and accepts it.
 */
export function fieldsDocx(size: number): Buffer {
  const parts = [
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p>',
    ),
  ];
  let packed = 0;
  for (let field = 0; packed < size;) {
    const runs: string[] = [];
    for (const last = field + 2000; field < last; field += 1) {
      const note = ((field * 2654435761) >>> 0).toString(36);
      runs.push(
        `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE \\* MERGEFORMAT ${note} </w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>`,
      );
    }
    const part = Buffer.from(runs.join(''));
    parts.push(part);
    packed += deflateRawSync(part).length;
  }
  parts.push(Buffer.from('</w:p></w:body></w:document>'));
  return writeZip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    { name: 'word/document.xml', data: Buffer.concat(parts) },
  ]);
}

/**
 * The Word 97 .doc with `template` as its associated template: an SttbfAssoc ([MS-DOC]
 * 2.9.276, 18 UTF-16 strings, the template's path second) appended to its table stream and
 * named by the FIB's fcSttbfAssoc and lcbSttbfAssoc, as Word 97 saves a document made from
 * a template that is not Normal.dot.
 */
export function docWithAssociatedTemplate(doc: Buffer, template: string): Buffer {
  const container = CFB.read(doc, { type: 'buffer' });
  const wordDocument = CFB.find(container, '/WordDocument');
  if (!wordDocument) throw new Error('no WordDocument stream');
  const fib = Buffer.from(wordDocument.content);
  if (fib.readUInt16LE(0) !== 0xa5ec) throw new Error('no Word 97 FIB');
  const tableName = (fib.readUInt16LE(0x0a) & 0x0200) !== 0 ? '/1Table' : '/0Table';
  const table = CFB.find(container, tableName);
  if (!table) throw new Error(`no ${tableName} stream`);
  const cslwAt = 34 + 2 * fib.readUInt16LE(32);
  const rgFcLcb = cslwAt + 2 + 4 * fib.readUInt16LE(cslwAt) + 2;
  const strings = Array.from({ length: 18 }, (_, index) => (index === 1 ? template : ''));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0xffff, 0);
  header.writeUInt16LE(strings.length, 2);
  const sttb = Buffer.concat([
    header,
    ...strings.flatMap((text) => {
      const length = Buffer.alloc(2);
      length.writeUInt16LE(text.length);
      return [length, Buffer.from(text, 'utf16le')];
    }),
  ]);
  const before = Buffer.from(table.content);
  fib.writeUInt32LE(before.length, rgFcLcb + 0x100);
  fib.writeUInt32LE(sttb.length, rgFcLcb + 0x104);
  // Replaced rather than assigned: a stream kept in the mini stream is written from there.
  CFB.utils.cfb_del(container, tableName);
  CFB.utils.cfb_add(container, tableName, Buffer.concat([before, sttb]));
  CFB.utils.cfb_del(container, '/WordDocument');
  CFB.utils.cfb_add(container, '/WordDocument', fib);
  const written: unknown = CFB.write(container, { type: 'buffer' });
  if (!(written instanceof Uint8Array)) throw new Error('cfb did not write bytes');
  return Buffer.from(written);
}

/**
 * A compound file holding one OLE object at its root, as Word stores an embedding in a
 * .docx (word/embeddings/oleObject1.bin): the root's class ID `clsid` (as the directory
 * stores it) and the given streams.
 */
export function oleObjectFile(clsid: string, streams: Record<string, Buffer>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, bytes] of Object.entries(streams))
    CFB.utils.cfb_add(container, `/${name}`, bytes);
  const root = container.FileIndex[0];
  if (!root) throw new Error('no root entry');
  root.clsid = clsid;
  const written: unknown = CFB.write(container, { type: 'buffer' });
  if (!(written instanceof Uint8Array)) throw new Error('cfb did not write bytes');
  return Buffer.from(written);
}

/** The JPEG with a segment (marker, data) inserted just after its SOI. */
export function jpegWithSegment(jpeg: Buffer, marker: number, data: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, data, jpeg.subarray(2)]);
}

/** A PNG text chunk: tEXt as is, zTXt deflated, iTXt deflated (ISO/IEC 15948, 11.3.4). */
export function pngText(kind: 'tEXt' | 'zTXt' | 'iTXt', keyword: string, text: string): Buffer {
  const key = Buffer.from(`${keyword}\0`, 'latin1');
  if (kind === 'tEXt') return pngChunk(kind, Buffer.concat([key, Buffer.from(text, 'latin1')]));
  if (kind === 'zTXt') {
    return pngChunk(
      kind,
      Buffer.concat([key, Buffer.from([0]), deflateSync(Buffer.from(text, 'latin1'))]),
    );
  }
  // Compressed, method 0, no language tag, no translated keyword.
  return pngChunk(
    kind,
    Buffer.concat([key, Buffer.from([1, 0, 0, 0]), deflateSync(Buffer.from(text, 'utf8'))]),
  );
}

/** Markup a browser runs when it is made to read a picture as a page. */
export const pictureMarkup = {
  imgOnError: '<img src=x onerror="location=\'https://evil.test/\'">',
  metaRefresh: '<meta http-equiv="refresh" content="0;url=https://evil.test/">',
};

/** An OLE CompObj stream ([MS-OLEDS] 2.3.8) naming its object by a user type and a ProgID. */
export function compObj(userType: string, progId: string): Buffer {
  const text = (value: string) => {
    const bytes = Buffer.from(`${value}\0`, 'latin1');
    const length = Buffer.alloc(4);
    length.writeUInt32LE(bytes.length);
    return Buffer.concat([length, bytes]);
  };
  return Buffer.concat([Buffer.alloc(28), text(userType), text(''), text(progId)]);
}

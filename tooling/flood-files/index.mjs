// The files of the attachment flood, made in code so that the benchmark and the test send the
// same bytes on every machine: a visitor's letter as a PDF and as a .docx, and the attack's
// PDF. The types and the meaning of each are in index.d.ts.
import { crc32, deflateSync } from 'node:zlib';
import CFB from 'cfb';

/** Bytes that do not compress (a font program, a photograph), the same on every run. */
function noise(length, seed) {
  const bytes = Buffer.alloc(length);
  // xorshift32: deterministic and cheap; anything but zero for a seed.
  let state = seed >>> 0 || 1;
  for (let index = 0; index < length; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[index] = state & 0xff;
  }
  return bytes;
}

const letterLines = [
  'Estimados señores:',
  'Les escribimos para solicitar información sobre sus servicios de consultoría en',
  'finanzas verdes y medición de impacto para un programa de energía limpia en la región.',
  'Adjuntamos una breve descripción del proyecto, su calendario y el presupuesto previsto.',
  'Quedamos a su disposición para una reunión en las próximas semanas.',
  'Atentamente,',
  'Ana Pérez',
];

/** A PDF of these objects (bodies by number, object 1 the catalog) with a classic cross-reference table. */
function pdfOf(objects) {
  const chunks = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0].length;
  const offsets = [];
  for (const [number, body] of objects) {
    offsets[number] = length;
    const chunk = Buffer.concat([
      Buffer.from(`${number} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(chunk);
    length += chunk.length;
  }
  const size = offsets.length;
  let table = `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let number = 1; number < size; number += 1) {
    table += `${String(offsets[number] ?? 0).padStart(10, '0')} 00000 ${offsets[number] === undefined ? 'f' : 'n'} \n`;
  }
  table += `trailer\n<< /Size ${size} /Root 1 0 R /Info ${size - 1} 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  chunks.push(Buffer.from(table, 'latin1'));
  return Buffer.concat(chunks);
}

const stream = (dictionary, data) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);

export function letterPdf() {
  const text = letterLines
    .map((line, index) => `BT /F1 11 Tf 72 ${700 - index * 18} Td (${line}) Tj ET`)
    .join('\n');
  const fontProgram = noise(293_000, 0x5eed);
  const objects = [
    [1, Buffer.from('<< /Type /Catalog /Pages 2 0 R >>')],
    [2, Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>')],
    [
      3,
      Buffer.from(
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      ),
    ],
    [4, stream('/Filter /FlateDecode', deflateSync(Buffer.from(text, 'latin1')))],
    [
      5,
      Buffer.from(
        '<< /Type /Font /Subtype /TrueType /BaseFont /AAAAAA+LiberationSerif /FirstChar 32 /LastChar 255 /Encoding /WinAnsiEncoding /FontDescriptor 6 0 R >>',
      ),
    ],
    [
      6,
      Buffer.from(
        '<< /Type /FontDescriptor /FontName /AAAAAA+LiberationSerif /Flags 6 /FontBBox [-543 -303 1278 982] /ItalicAngle 0 /Ascent 891 /Descent -216 /CapHeight 662 /StemV 80 /FontFile2 7 0 R >>',
      ),
    ],
    [7, stream(`/Length1 ${fontProgram.length}`, fontProgram)],
    [
      8,
      Buffer.from(
        "<< /Producer (LibreOffice 7.4) /Creator (Writer) /CreationDate (D:20260105093000-06'00') >>",
      ),
    ],
  ];
  return pdfOf(objects);
}

const docxParts = (paragraphs, picture) => ({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>',
  'docProps/core.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Carta</dc:title><dc:creator>Ana Pérez</dc:creator></cp:coreProperties>',
  'word/_rels/document.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/image1.png"/></Relationships>',
  'word/styles.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:rPr><w:sz w:val="22"/></w:rPr></w:style></w:styles>',
  'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><w:body><w:p><w:r><w:drawing><wp:inline><wp:extent cx="1828800" cy="914400"/><wp:docPr id="1" name="Logo"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="logo.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="rId2"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>${paragraphs}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/></w:sectPr></w:body></w:document>`,
  'word/media/image1.png': picture,
});

/** A PNG of `width` × `height` pixels of noise (a photograph as far as its size goes). */
function noisePng(width, height) {
  const chunk = (type, data) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  const rows = [];
  const pixels = noise(width * height, 0xc0ffee);
  for (let row = 0; row < height; row += 1) {
    rows.push(Buffer.from([0]), pixels.subarray(row * width, (row + 1) * width));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function letterDocx() {
  const paragraphs = Array.from(
    { length: 40 },
    (_, index) =>
      `<w:p><w:r><w:t xml:space="preserve">${letterLines[index % letterLines.length]} (${index + 1})</w:t></w:r></w:p>`,
  ).join('');
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(docxParts(paragraphs, noisePng(180, 180)))) {
    CFB.utils.cfb_add(container, `/${name}`, Buffer.from(content));
  }
  return Buffer.from(CFB.write(container, { fileType: 'zip', type: 'buffer', compression: true }));
}

/**
 * The attack: a PDF of about 36 KiB whose cross-reference stream lists thousands of objects in
 * object streams that do not parse (each stream's `/First` points past its header): qpdf,
 * reading each of them, inflates and parses its stream again and fails, seconds of work here.
 */
export function brokenObjectStreamsPdf({ streams = 36, perStream = 150, junk = 8000 } = {}) {
  let text = '%PDF-1.5\n';
  const offsets = [];
  const add = (number, body) => {
    offsets[number] = text.length;
    text += `${number} 0 obj\n${body}\nendobj\n`;
  };
  add(1, '<< /Type /Catalog /Pages 2 0 R >>');
  add(2, '<< /Type /Pages /Kids [] /Count 0 >>');
  const firstStream = 3;
  let member = firstStream + streams;
  const members = [];
  for (let index = 0; index < streams; index += 1) {
    let header = '';
    for (let position = 0; position < perStream; position += 1) {
      header += `${member + position} ${position * 7} `;
      members.push([firstStream + index, position]);
    }
    member += perStream;
    const data = deflateSync(Buffer.from(header + 'x'.repeat(junk), 'latin1'), { level: 9 });
    add(
      firstStream + index,
      `<< /Type /ObjStm /N ${perStream} /First ${header.length + 5} /Filter /FlateDecode /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`,
    );
  }
  const xref = member;
  const at = text.length;
  const row = (type, field, second) => {
    const bytes = Buffer.alloc(7);
    bytes[0] = type;
    bytes.writeUInt32BE(field, 1);
    bytes.writeUInt16BE(second, 5);
    return bytes;
  };
  const rows = [row(0, 0, 0xffff)];
  for (let number = 1; number < firstStream + streams; number += 1) {
    rows.push(row(1, offsets[number], 0));
  }
  for (const [inStream, position] of members) rows.push(row(2, inStream, position));
  rows.push(row(1, at, 0));
  const packed = deflateSync(Buffer.concat(rows));
  text += `${xref} 0 obj\n<< /Type /XRef /Size ${xref + 1} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed.toString('latin1')}\nendstream\nendobj\nstartxref\n${at}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

import {
  readZip,
  relationship,
  unicodePathField,
  writeZip,
  type ZipEntry,
} from './hostile-files.js';

// Office packages whose parts Word and LibreOffice reach through relationships, whatever the
// parts' names, extensions or declared content types: how a part the reader reads can look
// like one a check that goes by names skips.

const wordprocessingML = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const relationshipsNamespace =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A header part (ISO/IEC 29500-1, 17.10.4) holding `xml` (paragraphs, fields). */
export const headerPart = (xml: string): Buffer =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr xmlns:w="${wordprocessingML}" xmlns:r="${relationshipsNamespace}">${xml}</w:hdr>`,
  );

/** The entry `name` of the entries, changed by `change` (its text, UTF-8). */
function changed(entries: ZipEntry[], name: string, change: (text: string) => string): ZipEntry[] {
  const entry = entries.find((found) => found.name === name);
  if (!entry) throw new Error(`no ${name} in the package`);
  const text = entry.data?.toString('utf8') ?? '';
  const next = change(text);
  if (next === text) throw new Error(`${name} did not change`);
  return entries.map((found) => (found === entry ? { name, data: Buffer.from(next) } : found));
}

const withRelationship = (text: string, added: string) =>
  text.replace('</Relationships>', `${added}</Relationships>`);
const withOverride = (text: string, part: string, type: string) =>
  text.replace('</Types>', `<Override PartName="/${part}" ContentType="${type}"/></Types>`);

/** How the header is stored: its name, its declared content type, its names in the ZIP. */
export interface HeaderStorage {
  /** The part's name (default word/header1.xml). */
  name?: string;
  /** Its declared content type; none: what its extension's default says, if anything. */
  contentType?: string;
  /** A Unicode Path extra field naming the entry otherwise (what yauzl and 7-Zip read). */
  unicodePath?: string;
  /** The name its local header gives, when it differs from the directory's. */
  localName?: string;
}

/**
 * The .docx (one with word/document.xml and its relationships, pandoc's) with a header holding
 * `header`, reached as Word reaches one: the document's section names it by a header
 * relationship (ISO/IEC 29500-1, 17.10.5).
 */
export async function docxWithHeader(
  docx: Buffer,
  header: Buffer,
  storage: HeaderStorage = {},
): Promise<Buffer> {
  const name = storage.name ?? 'word/header1.xml';
  let entries = await readZip(docx);
  entries = changed(entries, 'word/document.xml', (text) =>
    text
      .replace(/<w:sectPr\s*\/>/, '<w:sectPr></w:sectPr>')
      .replace(
        /<w:sectPr(\s[^>]*)?>/,
        `<w:sectPr$1><w:headerReference w:type="default" r:id="rIdH1"/>`,
      ),
  );
  entries = changed(entries, 'word/_rels/document.xml.rels', (text) =>
    withRelationship(text, relationship('rIdH1', 'header', name.replace(/^word\//, ''))),
  );
  if (storage.contentType !== undefined) {
    const type = storage.contentType;
    entries = changed(entries, '[Content_Types].xml', (text) => withOverride(text, name, type));
  }
  const entry: ZipEntry = { name, data: header };
  if (storage.unicodePath !== undefined) entry.extra = unicodePathField(name, storage.unicodePath);
  if (storage.localName !== undefined) entry.localName = storage.localName;
  return writeZip([...entries, entry]);
}

/**
 * The .docx with its main document part moved to `name` (e.g. word/document.rels), the
 * package's relationship and its own relationships part moved with it, and `xml` inserted
 * before its section properties.
 */
export async function docxWithMainDocumentAt(
  docx: Buffer,
  name: string,
  xml: string,
): Promise<Buffer> {
  const entries = await readZip(docx);
  const folder = name.slice(0, name.lastIndexOf('/') + 1);
  const base = name.slice(folder.length);
  const moved = entries.map((entry): ZipEntry => {
    const text = () => entry.data?.toString('utf8') ?? '';
    if (entry.name === 'word/document.xml') {
      return { name, data: Buffer.from(text().replace(/<w:sectPr/, `${xml}<w:sectPr`)) };
    }
    if (entry.name === 'word/_rels/document.xml.rels') {
      return { name: `${folder}_rels/${base}.rels`, data: entry.data ?? Buffer.alloc(0) };
    }
    if (entry.name === '_rels/.rels') {
      return { name: entry.name, data: Buffer.from(text().replace('word/document.xml', name)) };
    }
    if (entry.name === '[Content_Types].xml') {
      return {
        name: entry.name,
        data: Buffer.from(text().replace('/word/document.xml', `/${name}`)),
      };
    }
    return entry;
  });
  return writeZip(moved);
}

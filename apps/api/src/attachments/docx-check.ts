import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { FieldReader } from './docx-fields.js';
import { Refusal } from './file-bytes.js';
import { elementsNamed, PartDecoder, partText } from './xml-text.js';

/** Parts a Word document has at most (a long report with many images has a few hundred). */
const maxEntries = 10_000;
/** What all parts may inflate to together: no 20 MiB document holds more. */
const maxTotalInflated = 512 * 1024 * 1024;
/** How far one large part may inflate against its compressed size; XML packs 5–30 to 1. */
const maxRatio = 200;
/** Parts smaller than this may have any ratio (an empty table compresses very well). */
const ratioFrom = 1024 * 1024;
/** Relationship and content-type parts are read whole; real ones are kilobytes. */
const maxReadPart = 4 * 1024 * 1024;

/** Relationship types that are active content or load it, whatever their target. */
const activeRelationships = new Map([
  ['oleObject', 'an embedded OLE object'],
  ['control', 'an ActiveX control'],
  ['activeXControlBinary', 'an ActiveX control'],
  ['aFChunk', 'an imported document (altChunk)'],
  ['vbaProject', 'a VBA macro project'],
]);
/**
 * A path on the reader's own disk (file:///C:/…, C:\…): where Word saves the template a
 * document was made from, in most documents written from a company template. Nothing is
 * fetched from elsewhere; a web or network address (the remote-template pattern) is.
 */
const localDrivePath = /^(?:file:\/{3})?[a-z]:[\\/]/i;

/** The attributes of every `<Relationship>` element of a .rels part (any prefix, any quoting). */
export function relationships(xml: string): Record<string, string>[] {
  return elementsNamed(xml, 'Relationship').map((attributes) =>
    Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, value.trim()])),
  );
}

/**
 * Which parts are XML, by [Content_Types].xml (ECMA-376 Part 2, 10.1.2): an override for
 * the part's name, else the default for its extension; a part with neither is XML when
 * named so. Word reads a part by its content type, whatever its name.
 */
function xmlParts(contentTypes: string): (name: string) => boolean {
  const defaults = new Map<string, string>();
  const overrides = new Map<string, string>();
  for (const entry of elementsNamed(contentTypes, 'Default')) {
    defaults.set((entry.Extension ?? '').toLowerCase(), entry.ContentType ?? '');
  }
  for (const entry of elementsNamed(contentTypes, 'Override')) {
    overrides.set((entry.PartName ?? '').toLowerCase(), entry.ContentType ?? '');
  }
  return (name) => {
    const lower = name.toLowerCase();
    const type =
      overrides.get(`/${lower}`) ?? defaults.get(lower.slice(lower.lastIndexOf('.') + 1));
    if (type === undefined) return /\.(xml|rels)$/.test(lower);
    return /[+/]xml$/i.test(type.split(';')[0]?.trim() ?? '');
  };
}

/** Why a relationship of the part `source` is active content, or undefined when it is not. */
export function activeRelationship(
  source: string,
  relationship: Record<string, string>,
): string | undefined {
  const type = relationship.Type ?? '';
  const shortType = type.slice(type.lastIndexOf('/') + 1);
  const active = activeRelationships.get(shortType);
  if (active) return active;
  const external = (relationship.TargetMode ?? '').toLowerCase() === 'external';
  // Links open only when clicked, and the reader shows where they go.
  const localTemplate =
    shortType === 'attachedTemplate' && localDrivePath.test(relationship.Target ?? '');
  if (external && shortType !== 'hyperlink' && !localTemplate) {
    return `an external ${shortType || 'relationship'} (${relationship.Target ?? ''})`;
  }
  if (shortType === 'package') {
    // A chart keeps its data as an embedded workbook; any other embedded package is a file inside.
    const fromChart = /^word\/charts\/_rels\/[^/]+\.rels$/i.test(source);
    if (!fromChart || !/\.xlsx$/i.test(relationship.Target ?? '')) return 'an embedded package';
  }
  return undefined;
}

async function readPart(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  if (entry.uncompressedSize > maxReadPart) {
    throw new Refusal(`a .docx part too large to check (${entry.fileName})`);
  }
  // validateEntrySizes (on by default) fails the stream if it inflates past its stated size.
  const stream: Readable = await zip.openReadStreamPromise(entry);
  const parts: Buffer[] = [];
  for await (const chunk of stream) {
    if (!Buffer.isBuffer(chunk)) throw new Refusal('a .docx part that does not read as bytes');
    parts.push(chunk);
  }
  return Buffer.concat(parts);
}

/** Reads an XML part as it inflates and checks its fields (docx-fields.ts). */
async function checkFields(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  // validateEntrySizes (on by default) fails the stream if it inflates past its stated size.
  const stream: Readable = await zip.openReadStreamPromise(entry);
  const decoder = new PartDecoder(entry.fileName);
  const fields = new FieldReader();
  for await (const chunk of stream) {
    if (!Buffer.isBuffer(chunk)) throw new Refusal('a .docx part that does not read as bytes');
    fields.feed(decoder.write(chunk));
  }
  fields.finish();
}

/**
 * Throws a Refusal unless the .docx is an ordinary Word document: read from its central
 * directory with yauzl (sizes and ratios judged before anything is inflated), it has no
 * entry names that climb out of a folder or are absolute (yauzl refuses them), no encrypted
 * or duplicate entries, sizes and compression ratios a document has (a zip bomb has neither),
 * nothing in front of its first entry, no macros (vbaProject.bin, a macro-enabled content
 * type), no embedded objects or ActiveX controls, no relationship that fetches something
 * from outside when opened (a remote template, frame or object: the remote-template
 * pattern; links stay allowed), and, in any XML part, no DDE field and no field that
 * includes a file from outside the document's folder (docx-fields.ts).
 */
export async function checkDocx(path: string): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
    });
  } catch (error) {
    throw new Refusal('not a well-formed ZIP archive', { cause: error });
  }
  try {
    const names = new Set<string>();
    const toRead: yauzl.Entry[] = [];
    const parts: yauzl.Entry[] = [];
    let total = 0;
    let firstOffset = Number.POSITIVE_INFINITY;
    try {
      for await (const entry of zip.eachEntry()) {
        const name = entry.fileName;
        const lower = name.toLowerCase();
        if (names.size >= maxEntries) throw new Refusal('more .docx parts than a document has');
        if (names.has(lower)) throw new Refusal(`a .docx part stored twice (${name})`);
        names.add(lower);
        if (entry.isEncrypted()) throw new Refusal(`an encrypted .docx part (${name})`);
        if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
          throw new Refusal(`a .docx part compressed with method ${entry.compressionMethod}`);
        }
        total += entry.uncompressedSize;
        if (total > maxTotalInflated) throw new Refusal('a .docx that inflates past any document');
        if (
          entry.uncompressedSize > ratioFrom &&
          entry.uncompressedSize > maxRatio * Math.max(1, entry.compressedSize)
        ) {
          throw new Refusal(`a .docx part with a zip bomb's compression ratio (${name})`);
        }
        firstOffset = Math.min(firstOffset, entry.relativeOffsetOfLocalHeader);
        const base = lower.slice(lower.lastIndexOf('/') + 1);
        if (base === 'vbaproject.bin' || base === 'vbadata.xml') {
          throw new Refusal(`a .docx with a VBA macro project (${name})`);
        }
        if (/(^|\/)activex\//.test(lower))
          throw new Refusal(`a .docx with an ActiveX control (${name})`);
        if (/(^|\/)embeddings\//.test(lower) && !lower.endsWith('.xlsx')) {
          throw new Refusal(`a .docx with an embedded object (${name})`);
        }
        // Relationship parts and the content types are read whole (below); they hold no fields.
        if (lower.endsWith('.rels') || lower === '[content_types].xml') toRead.push(entry);
        else if (!lower.endsWith('/')) parts.push(entry);
      }
    } catch (error) {
      if (error instanceof Refusal) throw error;
      // yauzl's own refusals: "absolute path", "invalid relative path", a broken directory.
      throw new Refusal(`a .docx whose directory does not read: ${String(error)}`, {
        cause: error,
      });
    }
    if (names.size > 0 && firstOffset !== 0) throw new Refusal('data in front of the .docx');
    let isXml = xmlParts('');
    for (const entry of toRead) {
      const text = partText(await readPart(zip, entry), entry.fileName);
      if (entry.fileName.toLowerCase() === '[content_types].xml') {
        if (/macroEnabled|vbaProject|activeX/i.test(text)) {
          throw new Refusal('a .docx declaring macro or ActiveX content');
        }
        isXml = xmlParts(text);
        continue;
      }
      for (const relationship of relationships(text)) {
        const active = activeRelationship(entry.fileName, relationship);
        if (active) throw new Refusal(`a .docx with ${active} in ${entry.fileName}`);
      }
    }
    // The document, its headers, footers, notes, comments: any XML part may hold fields.
    for (const entry of parts) if (isXml(entry.fileName)) await checkFields(zip, entry);
  } finally {
    zip.close();
  }
}

import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { contentVisitor } from './docx-content.js';
import { relationshipsVisitor, type Relationship } from './docx-relationships.js';
import {
  isRelationshipsPart,
  reachedParts,
  relationshipsPartOf,
  type Reading,
} from './package-relationships.js';
import { checkEntryNames } from './zip-names.js';
import { XmlPart, type XmlVisitor } from './docx-xml.js';
import { Refusal } from './refusal.js';
import {
  attributeOf,
  contentTypes as contentTypesNamespace,
  named,
  unqualified,
  type XmlElement,
} from './office-namespaces.js';

/** How yauzl reads a package: entry by entry, failing a part that inflates past its stated size. */
const zipOptions: yauzl.Options = { lazyEntries: true, autoClose: false, validateEntrySizes: true };
/** Parts a Word document has at most (a long report with many images has a few hundred). */
const maxEntries = 10_000;
/** What all parts may inflate to together: no 20 MiB document holds more. */
const maxTotalInflated = 512 * 1024 * 1024;
/** How far one part may inflate against its compressed size; XML packs 5–30 to 1. */
const maxRatio = 200;
/**
 * Parts smaller than this may have any ratio (an empty table compresses very well), as in
 * Apache POI's ZipSecureFile (its GRACE_ENTRY_SIZE); many of them together are bounded by
 * the package's ratio below.
 */
const ratioFrom = 100 * 1024;
/**
 * How far the whole package may inflate against its compressed parts, beyond `packageGrace`:
 * documents inflate 2–30 times (pictures do not compress), so many small parts that each
 * compress very well, which no part's own ratio catches, are refused before any is read.
 */
const maxPackageRatio = 50;
/** What any package may inflate to whatever its ratio: a long report's XML. */
const packageGrace = 16 * 1024 * 1024;
/**
 * Bytes at the start of a part that is not XML looked at for an executable or archive, and
 * whether it is XML (for a part of a relationship type this check does not know).
 */
const sniffBytes = 64;
/** An embedded object read whole to be judged at most (an .xls or a .docx inside a document). */
const maxEmbeddedBytes = 32 * 1024 * 1024;
/** Objects and packages inside one another at most (a chart's workbook inside an embedded document). */
const maxDepth = 4;
const compoundStart = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const zipStart = Buffer.from('PK\x03\x04', 'latin1');

/** How the rules judge a compound file embedded in a package (doc-check.ts's, given by the caller). */
export type CompoundJudge = (bytes: Buffer, depth: number) => Promise<void>;

/** Where a package is: how deep inside other objects, and who judges the compound files in it. */
export interface PackageContext {
  depth: number;
  compound: CompoundJudge;
  /** Stops the reading between chunks (content-check.ts). */
  signal?: AbortSignal | undefined;
}
const carriedStarts: [Buffer, string][] = [
  [Buffer.from('MZ'), 'a Windows executable'],
  [Buffer.from('\x7fELF', 'latin1'), 'an ELF executable'],
  [Buffer.from('Rar!', 'latin1'), 'a RAR archive'],
  [Buffer.from([0x37, 0x7a, 0xbc, 0xaf]), 'a 7z archive'],
];

/**
 * Which parts are XML, by [Content_Types].xml (ECMA-376 Part 2, 10.1.2): an override for
 * the part's name, else the default for its extension; a part with neither is XML when
 * named so. Word reads a part by its content type, whatever its name.
 */
class ContentTypes implements XmlVisitor {
  private readonly defaults = new Map<string, string>();
  private readonly overrides = new Map<string, string>();

  open(element: XmlElement): void {
    const type = attributeOf(element, unqualified, 'ContentType') ?? '';
    if (/macroEnabled|vbaProject|activeX/i.test(type)) {
      throw new Refusal(`an Office package declaring macro or ActiveX content (${type})`);
    }
    const value = (local: string) => (attributeOf(element, unqualified, local) ?? '').toLowerCase();
    if (named(element, contentTypesNamespace, 'Default'))
      this.defaults.set(value('Extension'), type);
    if (named(element, contentTypesNamespace, 'Override'))
      this.overrides.set(value('PartName'), type);
  }

  isXml(name: string): boolean {
    const lower = name.toLowerCase();
    const type =
      this.overrides.get(`/${lower}`) ?? this.defaults.get(lower.slice(lower.lastIndexOf('.') + 1));
    if (type === undefined) return /\.(xml|rels)$/.test(lower);
    return /[+/]xml$/i.test(type.split(';')[0]?.trim() ?? '');
  }
}

/** Reads a part as it inflates through the visitor. */
async function readXml(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  visitor: XmlVisitor,
  signal: AbortSignal | undefined,
): Promise<void> {
  const part = new XmlPart(entry.fileName, visitor);
  try {
    // validateEntrySizes (on by default) fails the stream if it inflates past its stated size;
    // a local header past the file's end fails its opening.
    const stream: Readable = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream) {
      signal?.throwIfAborted();
      if (!Buffer.isBuffer(chunk))
        throw new Refusal('an Office package part that does not read as bytes');
      part.write(chunk);
    }
  } catch (error) {
    // Stopped from outside: no verdict on the part.
    if (signal?.aborted) throw error;
    throw unreadable(entry, error);
  }
  part.close();
}

/** A part that does not inflate (zlib's error, yauzl's size check) as the reason it is refused. */
function unreadable(entry: yauzl.Entry, error: unknown): unknown {
  if (error instanceof Refusal || !(error instanceof Error)) return error;
  return new Refusal(
    `an Office package part that does not inflate (${entry.fileName}): ${error.message}`,
    {
      cause: error,
    },
  );
}

/** The first bytes of a part; throws when they start an executable or an archive other than a ZIP. */
async function sniffPart(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  if (entry.uncompressedSize < 2) return Buffer.alloc(0);
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch (error) {
    throw unreadable(entry, error);
  }
  // Only the head is read: yauzl may still report the rest of a damaged part (a deflate
  // error, a size that does not match) after the stream is left, which is no one's to catch.
  stream.on('error', () => undefined);
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of stream) {
      if (!Buffer.isBuffer(chunk))
        throw new Refusal('an Office package part that does not read as bytes');
      head = Buffer.concat([head, chunk]);
      if (head.length >= sniffBytes) break;
    }
  } catch (error) {
    throw unreadable(entry, error);
  }
  stream.destroy();
  const carried = carriedStarts.find(([start]) => head.subarray(0, start.length).equals(start));
  if (carried) throw new Refusal(`an Office package carrying ${carried[1]} (${entry.fileName})`);
  return head;
}

/** A part read whole (an embedded object, to be judged), at most maxEmbeddedBytes. */
async function readPart(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  if (entry.uncompressedSize > maxEmbeddedBytes) {
    throw new Refusal(`an embedded object too large to check (${entry.fileName})`);
  }
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await zip.openReadStreamPromise(entry)) {
      if (!Buffer.isBuffer(chunk))
        throw new Refusal('an Office package part that does not read as bytes');
      chunks.push(chunk);
    }
  } catch (error) {
    throw unreadable(entry, error);
  }
  return Buffer.concat(chunks);
}

/**
 * Throws a Refusal unless the .docx is an ordinary Word document: read from its central
 * directory with yauzl (sizes and ratios judged before anything is inflated), no entry names
 * that climb out of a folder or are absolute (yauzl refuses them), no encrypted entries, sizes
 * and compression ratios a document has (a zip bomb has neither), no macros (vbaProject.bin,
 * a macro-enabled content type, an OpenDocument Basic or script library), no embedded objects
 * or ActiveX controls, no executable or archive as a part, no relationship that fetches
 * something from outside when opened (a remote template, frame or object: the
 * remote-template pattern; links stay allowed), and, in any XML part in any encoding, no DDE
 * field or link and no field that includes a file from outside the document's folder
 * (field-instructions.ts). Every entry is read, duplicates included: whichever copy a reader
 * takes was checked.
 */
export async function checkDocx(
  path: string,
  compound: CompoundJudge,
  signal?: AbortSignal,
): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, zipOptions);
  } catch (error) {
    throw new Refusal('not a ZIP archive a reader opens', { cause: error });
  }
  await checkPackage(zip, '.docx', false, { depth: 0, compound, signal });
}

/**
 * The same rules for an Office package inside another file (`bytes`, the whole ZIP): what
 * Word 2007 and later write into a .doc (its theme, the DrawingML of its shapes), a 2007
 * document, workbook or presentation embedded in one, a LibreOffice formula. `label` names
 * it in the reasons ("package inside the .doc").
 */
export async function checkPackageBytes(
  bytes: Buffer,
  label: string,
  context: PackageContext,
): Promise<void> {
  if (context.depth > maxDepth) throw new Refusal('objects nested deeper than documents nest them');
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, zipOptions);
  } catch (error) {
    throw new Refusal(`a ${label} that no reader opens as a ZIP`, { cause: error });
  }
  await checkPackage(zip, label, true, context);
}

/**
 * The rules, on an open ZIP. `officeOnly`: the ZIP must be an Office package, naming its
 * content types (ECMA-376 Part 2, 10.1.2.2) or starting with an OpenDocument mimetype (ODF
 * 1.2 Part 3, 3.3); any other ZIP inside a document is an archive carried in.
 */
async function checkPackage(
  zip: yauzl.ZipFile,
  label: string,
  officeOnly: boolean,
  context: PackageContext,
): Promise<void> {
  try {
    const relationshipParts: yauzl.Entry[] = [];
    const contentTypeParts: yauzl.Entry[] = [];
    const parts: yauzl.Entry[] = [];
    let count = 0;
    let total = 0;
    let compressed = 0;
    let openDocument = false;
    try {
      for await (const entry of zip.eachEntry()) {
        const name = entry.fileName;
        const lower = name.toLowerCase();
        count += 1;
        if (count > maxEntries) throw new Refusal(`more ${label} parts than a document has`);
        if (entry.isEncrypted()) throw new Refusal(`an encrypted ${label} part (${name})`);
        if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
          throw new Refusal(`a ${label} part compressed with method ${entry.compressionMethod}`);
        }
        total += entry.uncompressedSize;
        compressed += entry.compressedSize;
        if (total > maxTotalInflated)
          throw new Refusal(`a ${label} that inflates past any document`);
        if (
          entry.uncompressedSize > ratioFrom &&
          entry.uncompressedSize > maxRatio * Math.max(1, entry.compressedSize)
        ) {
          throw new Refusal(`a ${label} part with a zip bomb's compression ratio (${name})`);
        }
        const base = lower.slice(lower.lastIndexOf('/') + 1);
        if (base === 'vbaproject.bin' || base === 'vbadata.xml') {
          throw new Refusal(`a ${label} with a VBA macro project (${name})`);
        }
        // OpenDocument keeps Basic and script libraries in these folders (a LibreOffice object).
        if (/^(?:basic|scripts)\//.test(lower)) {
          throw new Refusal(`a ${label} with a macro library (${name})`);
        }
        if (/(^|\/)activex\//.test(lower))
          throw new Refusal(`a ${label} with an ActiveX control (${name})`);
        if (count === 1 && name === 'mimetype') openDocument = true;
        if (lower === '[content_types].xml') contentTypeParts.push(entry);
        else if (isRelationshipsPart(lower)) relationshipParts.push(entry);
        else if (!lower.endsWith('/')) parts.push(entry);
      }
    } catch (error) {
      if (error instanceof Refusal) throw error;
      // yauzl's own refusals: "absolute path", "invalid relative path", a broken directory.
      throw new Refusal(`a ${label} whose directory does not read: ${String(error)}`, {
        cause: error,
      });
    }
    // Against the file's own size: entries that share their bytes (a directory naming the same
    // data twice) add to the parts' stated sizes but not to the file.
    const size = Math.min(compressed, zip.fileSize);
    if (total > packageGrace + maxPackageRatio * size) {
      throw new Refusal(
        `a ${label} whose parts inflate ${Math.round(total / Math.max(1, size))} times their size together: a zip bomb's`,
      );
    }
    if (officeOnly && !openDocument && contentTypeParts.length === 0) {
      throw new Refusal(`a ${label} that is no Office package: a ZIP archive`);
    }
    for (const entry of [...contentTypeParts, ...relationshipParts, ...parts]) {
      await checkEntryNames(zip, entry, label);
    }
    const contentTypes = new ContentTypes();
    for (const entry of contentTypeParts) await readXml(zip, entry, contentTypes, context.signal);
    // Every copy of a relationships part is kept: whichever a reader takes was checked.
    const relationships = new Map<string, Relationship[]>();
    for (const entry of relationshipParts) {
      const name = entry.fileName.toLowerCase();
      const found = relationships.get(name) ?? [];
      relationships.set(name, found);
      await readXml(zip, entry, relationshipsVisitor(entry.fileName, label, found), context.signal);
    }
    // Every part as Word and LibreOffice reach it, through relationships from the package's
    // own, and read as each relationship's type says; a part no relationship reaches, as its
    // declared content type or name says (it may still be read by what this check does not
    // follow). The document, its headers, footers, notes, comments: any XML part may hold
    // fields, and any may use its relationships.
    const reached = reachedParts(
      relationships,
      new Set([...relationshipParts, ...parts].map((entry) => entry.fileName.toLowerCase())),
    );
    for (const entry of [...parts, ...relationshipParts]) {
      const readings =
        reached.get(entry.fileName.toLowerCase()) ??
        new Set<Reading>(
          isRelationshipsPart(entry.fileName)
            ? []
            : [contentTypes.isXml(entry.fileName) ? 'xml' : 'binary'],
        );
      await checkPart(zip, entry, readings, relationships, label, context);
    }
  } finally {
    zip.close();
  }
}

/**
 * A part read each way `readings` says: as XML (fields, relationship uses), as binary data,
 * or, for a relationship type this check does not know, as XML when its first bytes are.
 */
async function checkPart(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  readings: ReadonlySet<Reading>,
  relationships: ReadonlyMap<string, Relationship[]>,
  label: string,
  context: PackageContext,
): Promise<void> {
  let xml = readings.has('xml');
  let binary = readings.has('binary');
  if (readings.has('sniffed')) {
    if (looksLikeXml(await sniffPart(zip, entry))) xml = true;
    else binary = true;
  }
  if (xml) {
    const content = contentVisitor(
      relationships.get(relationshipsPartOf(entry.fileName)) ?? [],
      label,
    );
    await readXml(zip, entry, content, context.signal);
    content.finish();
  }
  if (binary) await checkBinaryPart(zip, entry, label, context);
}

/** True when bytes start as XML does: `<` after white space, in UTF-8 or UTF-16, a mark or not. */
function looksLikeXml(head: Buffer): boolean {
  const even = Buffer.from(head.subarray(0, head.length & ~1));
  const text = [head.toString('utf8'), even.toString('utf16le'), even.swap16().toString('utf16le')];
  return text.some((reading) => /^\uFEFF?[\s]*</.test(reading));
}

/**
 * A part that is not XML: no executable or archive at its start; an embedded object (an OLE
 * compound file, as Word stores an .xls, a .doc or an oleObject1.bin) judged by the compound
 * rules, an embedded Office package (a chart's workbook, a 2007 document) by these; anything
 * else stored as an embedding is a file carried in.
 */
async function checkBinaryPart(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  label: string,
  context: PackageContext,
): Promise<void> {
  const head = await sniffPart(zip, entry);
  const inner = { ...context, depth: context.depth + 1 };
  if (head.subarray(0, compoundStart.length).equals(compoundStart)) {
    if (inner.depth > maxDepth) throw new Refusal('objects nested deeper than documents nest them');
    await context.compound(await readPart(zip, entry), inner.depth);
  } else if (head.subarray(0, zipStart.length).equals(zipStart)) {
    await checkPackageBytes(await readPart(zip, entry), `package inside the ${label}`, inner);
  } else if (/(?:^|\/)embeddings\//i.test(entry.fileName)) {
    throw new Refusal(
      `a ${label} with an embedded file that is no Office object (${entry.fileName})`,
    );
  }
}

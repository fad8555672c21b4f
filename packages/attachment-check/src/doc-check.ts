import { readFileSync } from 'node:fs';
import CFB from 'cfb';
import { checkCompoundDirectory } from './compound-directory.js';
import { oletoolsDangerousClassIds, otherDangerousClassIds } from './dangerous-class-ids.js';
import { checkPackageBytes } from './docx-check.js';
import { FieldTracker, isOwnDiskPath, isRelativeTarget } from './field-instructions.js';
import { Refusal } from './refusal.js';

/** Entry types of a compound file's directory ([MS-CFB] 2.6.1). */
const storageEntry = 1;
const streamEntry = 2;
const rootEntry = 5;

/**
 * Storages whose streams are a macro project: Word's (Macros) and other Office files'
 * (_VBA_PROJECT_CUR, VBA), the latter inside an embedded workbook too. Names are compared
 * as compound files compare them ([MS-CFB] 2.6.4): upper-cased, so "Macroſ" is "Macros".
 */
const macroStorages = new Set(['MACROS', '_VBA_PROJECT_CUR', 'VBA']);
const macroStreams = new Set(['_VBA_PROJECT']);

/**
 * Embedded objects that hold data and no code ([MS-OLEDS] 2.3.8: the ProgID or user type of
 * the object's CompObj stream): charts, workbooks and documents (whose own macros the rules
 * above find), pictures, drawings and clip art, MathType equations. Anything else is refused:
 * the OLE Package (it carries a file to run), Equation Editor 3.0 (Equation.3, whose program
 * EQNEDT32 is exploited by merely opening the document, CVE-2017-11882), ActiveX controls
 * and any class that names a program we do not know.
 */
const dataClasses =
  /^(?:MSGraph\.Chart|Microsoft Graph|Excel\.(?:Sheet|Chart)|Microsoft (?:Office )?Excel (?:Chart|Worksheet)|Word\.(?:Document|Picture)|Microsoft (?:Office )?Word (?:Document|Picture)|PowerPoint\.(?:Slide|Show)|Paint\.Picture|PBrush|Bitmap Image|Paintbrush Picture|MSPhotoEd|Visio\.Drawing|MSDraw|Microsoft Drawing|MS_ClipArt_Gallery|CorelDRAW\.Graphic|MSWordArt|WordArt|Equation\.DSMT|MathType|StaticMetafile|StaticDib|soffice\.|LibreOffice\.|OpenOffice\.|opendocument\.)/i;

/** A class ID as a compound file's directory stores it (little-endian fields), from its usual text. */
function classId(text: string): string {
  const hex = text.replaceAll('-', '').toLowerCase();
  const swap = (from: number, to: number) =>
    (hex.slice(from, to).match(/../g) ?? []).reverse().join('');
  return swap(0, 8) + swap(8, 12) + swap(12, 16) + hex.slice(16);
}

/**
 * Classes refused wherever a storage of the file names them, whatever its CompObj stream
 * calls the object or whether it has one: OLE starts the program its directory entry's class
 * ID names ([MS-CFB] 2.6.1), so a package or Equation Editor labelled "MSGraph.Chart.8" is
 * still a package or Equation Editor. The list is oletools' (dangerous-class-ids.ts).
 */
const refusedClasses = new Map(
  Object.entries({ ...oletoolsDangerousClassIds, ...otherDangerousClassIds }).map(
    ([id, what]): [string, string] => [classId(id), `an object of the class {${id}}, ${what}`],
  ),
);

/**
 * Data classes some programs store without a CompObj stream, known by their class ID alone
 * (CorelDRAW 10 writes its graphics so; Word names the class in the EMBED field beside it).
 */
const dataClassIds = new Set([classId('1933A000-1F48-11D3-B198-00A0C9E8A79C')]);

/**
 * The strings a CompObj stream names its object by ([MS-OLEDS] 2.3.8): its ProgID first when it
 * has one, then its user type.
 */
export function compObjNames(bytes: Buffer): string[] {
  const names: string[] = [];
  let at = 28;
  const text = () => {
    const length = at + 4 <= bytes.length ? bytes.readUInt32LE(at) : 0;
    at += 4;
    if (length === 0 || length > 1024 || at + length > bytes.length) return undefined;
    const value = bytes.toString('latin1', at, at + length).replace(/\0+$/, '');
    at += length;
    return value;
  };
  const userType = text();
  if (userType) names.push(userType);
  // The clipboard format: a marker and a number, or a string.
  const marker = at + 4 <= bytes.length ? bytes.readUInt32LE(at) : 0;
  if (marker === 0xffffffff || marker === 0xfffffffe) at += 8;
  else text();
  const progId = text();
  if (progId) names.unshift(progId);
  return names;
}

/** A stream's bytes. cfb leaves `content` unset for an empty stream, whatever its type says. */
function bytesOf(entry: CFB.CFB$Entry): Buffer {
  const content: unknown = entry.content;
  if (content instanceof Uint8Array) return Buffer.from(content);
  return Array.isArray(content) ? Buffer.from(content) : Buffer.alloc(0);
}

/** Why the OLE object stored at `path` is not data, or undefined when it is a data class. */
function objectRefusal(
  container: CFB.CFB$Container,
  path: string,
  entry: CFB.CFB$Entry,
): string | undefined {
  const refused = refusedClasses.get(entry.clsid.toLowerCase());
  if (refused) return refused;
  const child = (name: string) => CFB.find(container, `${path}${name}`);
  const ole = child('\u0001Ole');
  // [MS-OLEDS] 2.3.3: bit 0 of the flags marks a linked object, fetched from its source.
  if (
    ole?.type === streamEntry &&
    bytesOf(ole).length >= 8 &&
    (bytesOf(ole).readUInt32LE(4) & 1) === 1
  ) {
    return 'a linked object (fetched from elsewhere when it updates)';
  }
  const compObj = child('\u0001CompObj');
  const names = compObj?.type === streamEntry ? compObjNames(bytesOf(compObj)) : [];
  if (names.some((name) => /^Equation\.3|Microsoft Equation 3/i.test(name))) {
    return 'an Equation Editor 3.0 object';
  }
  if (names.some((name) => /^Package\b|^OLE Package/i.test(name)))
    return 'an OLE package (a file to run)';
  if (names.some((name) => dataClasses.test(name))) return undefined;
  if (names.length === 0 && dataClassIds.has(entry.clsid.toLowerCase())) return undefined;
  return `an embedded object of the class ${names[0] ?? entry.clsid}`;
}

/**
 * The text a piece table lists ([MS-DOC] 2.9.38 Clx: property modifiers, clxt 1, then the
 * piece table, clxt 2): where each run of characters is stored in the WordDocument stream,
 * 8-bit (Windows-1252) or UTF-16. Word 6 and 95 store every piece in 8 bits. Undefined when
 * there is no piece table to follow.
 */
function piecesText(
  wordDocument: Buffer,
  clx: Buffer,
  fcClx: number,
  lcbClx: number,
  eightBit: boolean,
): string | undefined {
  let at = fcClx;
  const end = Math.min(clx.length, fcClx + lcbClx);
  while (at < end && clx[at] === 0x01 && at + 3 <= clx.length)
    at += 3 + Math.max(0, clx.readInt16LE(at + 1));
  if (at + 5 > end || clx[at] !== 0x02) return undefined;
  const length = clx.readUInt32LE(at + 1);
  const plc = at + 5;
  const pieces = Math.floor((length - 4) / 12);
  if (pieces < 1 || plc + length > clx.length) return undefined;
  const parts: string[] = [];
  for (let index = 0; index < pieces; index += 1) {
    const from = clx.readUInt32LE(plc + 4 * index);
    const to = clx.readUInt32LE(plc + 4 * (index + 1));
    const fcValue = clx.readUInt32LE(plc + 4 * (pieces + 1) + 8 * index + 2);
    const count = Math.max(0, to - from);
    const compressed = eightBit || (fcValue & 0x40000000) !== 0;
    const offset = eightBit
      ? fcValue
      : compressed
        ? (fcValue & 0x3fffffff) / 2
        : fcValue & 0x3fffffff;
    const bytes = wordDocument.subarray(offset, offset + count * (compressed ? 1 : 2));
    parts.push(bytes.toString(compressed ? 'latin1' : 'utf16le'));
  }
  return parts.join('');
}

/**
 * The document's text as Word reads it. Word 97 and later ([MS-DOC] 2.4.1): the piece
 * table at fcClx in the table stream the FIB names. Word 6 and 95 (wIdent 0xA5DC, the FIB
 * POI's HWPFOldDocument reads): when fast-saved (fComplex), a piece table at the offset
 * the FIB gives at 0x160, in the WordDocument stream itself; otherwise the 8-bit text from
 * fcMin to fcMac. Undefined when there is neither to follow: Word does not open such a file.
 */
export function wordText(
  wordDocument: Buffer,
  table: (name: string) => Buffer | undefined,
): string | undefined {
  if (wordDocument.length < 0x1aa) return undefined;
  const flags = wordDocument.readUInt16LE(0x0a);
  if (wordDocument.readUInt16LE(0) === 0xa5dc) {
    if ((flags & 0x0004) !== 0) {
      const fcClx = wordDocument.readUInt32LE(0x160);
      return piecesText(wordDocument, wordDocument, fcClx, wordDocument.readUInt32LE(0x164), true);
    }
    const fcMin = wordDocument.readUInt32LE(0x18);
    return wordDocument.toString('latin1', fcMin, Math.max(fcMin, wordDocument.readUInt32LE(0x1c)));
  }
  if (wordDocument.readUInt16LE(0) !== 0xa5ec) return undefined;
  const tableStream = table((flags & 0x0200) !== 0 ? '1Table' : '0Table');
  const rgFcLcb = fcLcbStart(wordDocument);
  if (!tableStream || rgFcLcb === undefined || rgFcLcb + 0x110 > wordDocument.length) {
    return undefined;
  }
  const fcClx = wordDocument.readUInt32LE(rgFcLcb + 0x108);
  const lcbClx = wordDocument.readUInt32LE(rgFcLcb + 0x10c);
  return piecesText(wordDocument, tableStream, fcClx, lcbClx, false);
}

/** Where the FIB's fc/lcb pairs start in a Word 97 or later WordDocument stream ([MS-DOC] 2.5.1). */
function fcLcbStart(wordDocument: Buffer): number | undefined {
  if (wordDocument.length < 0x1aa || wordDocument.readUInt16LE(0) !== 0xa5ec) return undefined;
  const cslwAt = 34 + 2 * wordDocument.readUInt16LE(32);
  if (cslwAt + 2 > wordDocument.length) return undefined;
  return cslwAt + 2 + 4 * wordDocument.readUInt16LE(cslwAt) + 2;
}

/**
 * The template of a Word 6 or 95 document: the second string of its SttbfAssoc, which these
 * versions keep in the WordDocument stream itself at fcSttbfAssoc (FIB offset 0x158, just
 * before fcClx at 0x160, as wvWare's FIB reader has it) for lcbSttbfAssoc bytes; an STTB of
 * 8-bit strings after a 2-byte length of the table (Bug60942.doc of POI's test data names
 * C:\MSOFFICE\WINWORD\MODELES\FAXLYON.DOT there).
 */
function word6Template(wordDocument: Buffer): string | undefined {
  if (wordDocument.length < 0x160) return undefined;
  const at = wordDocument.readUInt32LE(0x158);
  const length = wordDocument.readUInt32LE(0x15c);
  if (length < 3 || at + length > wordDocument.length) return undefined;
  // Bounded by lcbSttbfAssoc alone, as wvWare reads it: the table's own length field is not
  // what a reader stops at, so a short one must not hide the strings after it.
  const sttb = wordDocument.subarray(at, at + length);
  const end = sttb.length;
  let offset = 2;
  for (let index = 0; index < 2 && offset < end; index += 1) {
    const characters = sttb[offset] ?? 0;
    offset += 1;
    if (offset + characters > end) return undefined;
    if (index === 1) return sttb.toString('latin1', offset, offset + characters);
    offset += characters;
  }
  return undefined;
}

/**
 * The path of the template a Word document is attached to: the second string of its
 * SttbfAssoc ([MS-DOC] 2.9.276); in Word 97 and later in the table stream at fcSttbfAssoc
 * (FibRgFcLcb97, 0x100) for lcbSttbfAssoc bytes, in Word 6 and 95 in the WordDocument stream
 * (word6Template). Word opens that template with the document, wherever it is: on a share
 * (leaking the reader's Windows credentials) or a web server, the remote-template pattern of
 * Word 97 files. Undefined when there is none to read.
 */
export function associatedTemplate(
  wordDocument: Buffer,
  table: (name: string) => Buffer | undefined,
): string | undefined {
  if (wordDocument.length >= 2 && wordDocument.readUInt16LE(0) === 0xa5dc) {
    return word6Template(wordDocument);
  }
  const rgFcLcb = fcLcbStart(wordDocument);
  if (rgFcLcb === undefined || rgFcLcb + 0x108 > wordDocument.length) return undefined;
  const flags = wordDocument.readUInt16LE(0x0a);
  const tableStream = table((flags & 0x0200) !== 0 ? '1Table' : '0Table');
  const at = wordDocument.readUInt32LE(rgFcLcb + 0x100);
  const length = wordDocument.readUInt32LE(rgFcLcb + 0x104);
  if (!tableStream || length < 6 || at + length > tableStream.length) return undefined;
  const sttb = tableStream.subarray(at, at + length);
  // An STTB of UTF-16 strings (fExtend 0xFFFF), each after its length in characters.
  const wide = sttb.readUInt16LE(0) === 0xffff;
  const count = wide ? sttb.readUInt16LE(2) : sttb.readUInt16LE(0);
  let offset = wide ? 6 : 4;
  for (let index = 0; index < Math.min(count, 2); index += 1) {
    const characters = wide ? sttb.readUInt16LE(offset) : (sttb[offset] ?? 0);
    offset += wide ? 2 : 1;
    const end = offset + characters * (wide ? 2 : 1);
    if (end > sttb.length) return undefined;
    if (index === 1) return sttb.toString(wide ? 'utf16le' : 'latin1', offset, end);
    offset = end;
  }
  return undefined;
}

/** Checks the fields of a document's text ([MS-DOC] 2.8.25): 0x13 begin, 0x14 separator, 0x15 end. */
export function checkWordFields(text: string): void {
  const fields = new FieldTracker();
  for (let at = 0; at < text.length; at += 1) {
    const character = text.charCodeAt(at);
    if (character === 0x13) fields.begin();
    else if (character === 0x14) fields.separate();
    else if (character === 0x15) fields.end();
    else if (fields.inInstructions) fields.instructions(text.charAt(at));
  }
  fields.finish();
}

const zipEnd = Buffer.from('PK\x05\x06', 'latin1');
const zipCentralEntry = Buffer.from('PK\x01\x02', 'latin1');
/** ZIPs judged in one file at most; a document's packages number in the hundreds. */
const maxPackages = 2000;

/**
 * The ZIPs inside one stream, each as its own bytes: an end record ([APPNOTE] 4.3.16) whose
 * central directory lies in the stream just before it, the ZIP starting where the record's
 * directory offset says. Four bytes that look like the record's signature and lead to no
 * directory are compressed data, not a ZIP.
 */
function* zipsIn(stream: Buffer): Generator<{ zip: Buffer; directory: Buffer }> {
  for (let at = stream.indexOf(zipEnd); at !== -1; at = stream.indexOf(zipEnd, at + 1)) {
    if (at + 22 > stream.length) break;
    const size = stream.readUInt32LE(at + 12);
    const offset = stream.readUInt32LE(at + 16);
    if (size === 0xffffffff || offset === 0xffffffff || stream.readUInt16LE(at + 10) === 0xffff) {
      // 20 MiB hold no ZIP that needs 64-bit sizes; an Office program writes none in a .doc.
      throw new Refusal('a .doc holding a ZIP64 archive');
    }
    const directory = at - size;
    const start = directory - offset;
    if (
      size === 0 ||
      start < 0 ||
      !stream.subarray(directory, directory + 4).equals(zipCentralEntry)
    )
      continue;
    yield {
      zip: stream.subarray(start, Math.min(stream.length, at + 22 + stream.readUInt16LE(at + 20))),
      directory: stream.subarray(directory, at),
    };
  }
}

/** Streams that make a compound file an Office document: Word's, Excel's, PowerPoint's, Visio's. */
const documentStreams = [
  '/WordDocument',
  '/Workbook',
  '/Book',
  '/PowerPoint Document',
  '/VisioDocument',
];

/** Why a compound file embedded in a document (a .docx's oleObject1.bin, an .xls) is not data. */
function embeddedRefusal(container: CFB.CFB$Container): string | undefined {
  const root = container.FileIndex[0];
  const rootPath = container.FullPaths[0] ?? '';
  const isObject = ['\u0001Ole', '\u0001CompObj', '\u0001Ole10Native'].some(
    (child) => CFB.find(container, `${rootPath}${child}`)?.type === streamEntry,
  );
  if (root && isObject) return objectRefusal(container, rootPath, root);
  const refused = root && refusedClasses.get(root.clsid.toLowerCase());
  if (refused) return refused;
  if (documentStreams.some((name) => CFB.find(container, name)?.type === streamEntry)) {
    return undefined;
  }
  return 'a compound file that is no Office document or object';
}

/**
 * Throws a Refusal unless the file is a Word 6–2016 document (a compound file, read with
 * the cfb library, with a `WordDocument` stream at its root: the OLE2 signature alone is
 * shared by any Office file or installer) without a macro project, without embedded
 * objects other than data (charts, pictures, workbooks, documents), without linked objects,
 * and without DDE or fetching fields in its text. The Office packages Word 2007 and later
 * write into its streams (its theme, the DrawingML of its shapes, an embedded 2007
 * document) are judged as a .docx is (docx-check.ts). Free or padding sectors are not
 * content and are not looked at. The cfb library loops on a directory whose entries form a
 * cycle: such a directory is refused before the library reads it (compound-directory.ts);
 * any other way to make it loop is bounded by the inspection worker's time and memory.
 */
export async function checkDoc(
  path: string,
  packageDirectories: readonly Buffer[] = [],
): Promise<void> {
  const inStreams = await checkCompound(readFileSync(path), 'document', 0);
  // An Office package the file's bytes hold whole but no stream holds (appended, or in
  // sectors the document does not use): Word never reads it, an archiver opens it.
  for (const directory of packageDirectories) {
    if (!inStreams.some((found) => found.equals(directory))) {
      throw new Refusal('a .doc carrying a ZIP archive outside its streams');
    }
  }
}

/**
 * The same rules for a compound file embedded in a .docx (word/embeddings/): an OLE object
 * of a data class or an Office document (an .xls, a .doc), judged with everything it holds.
 * `depth` counts the objects and packages it is inside.
 */
export async function checkEmbeddedCompound(bytes: Buffer, depth: number): Promise<void> {
  await checkCompound(bytes, 'embedded', depth);
}

/**
 * A password-protected .docx: Word keeps the encrypted package in a compound file
 * ([MS-OFFCRYPTO] 2.3.4: EncryptionInfo, EncryptedPackage, the \u0006DataSpaces storage). What
 * the package holds cannot be read without the password, as with a password-protected .doc
 * or PDF; whatever else the compound file holds is judged by the rules above.
 */
export async function checkEncryptedPackage(path: string): Promise<void> {
  await checkCompound(readFileSync(path), 'encrypted', 0);
}

/** Judges a compound file; returns the central directories of the packages in its streams. */
async function checkCompound(
  bytes: Buffer,
  role: 'document' | 'embedded' | 'encrypted',
  depth: number,
): Promise<Buffer[]> {
  let container: CFB.CFB$Container;
  checkCompoundDirectory(bytes);
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch (error) {
    throw new Refusal('not a compound file a reader opens', { cause: error });
  }
  if (role === 'document' && CFB.find(container, '/WordDocument')?.type !== streamEntry) {
    throw new Refusal('a compound file without a WordDocument stream');
  }
  if (
    role === 'encrypted' &&
    ['/EncryptionInfo', '/EncryptedPackage'].some(
      (name) => CFB.find(container, name)?.type !== streamEntry,
    )
  ) {
    throw new Refusal('a compound file named .docx that is no encrypted Word document');
  }
  if (role === 'embedded') {
    const why = embeddedRefusal(container);
    if (why) throw new Refusal(`an embedded object: ${why}`);
  }
  const packages: Buffer[] = [];
  const directories: Buffer[] = [];
  for (const [index, fullPath] of container.FullPaths.entries()) {
    const entry = container.FileIndex[index];
    if (!entry) continue;
    const segments = fullPath.toUpperCase().split('/').filter(Boolean).slice(1);
    const name = segments.at(-1) ?? '';
    if (entry.type === streamEntry) {
      if (
        macroStreams.has(name) ||
        segments.slice(0, -1).some((segment) => macroStorages.has(segment))
      ) {
        throw new Refusal(`a .doc with a VBA macro project (${fullPath})`);
      }
      for (const { zip, directory } of zipsIn(bytesOf(entry))) {
        packages.push(zip);
        directories.push(directory);
        if (packages.length > maxPackages) throw new Refusal('more ZIPs than a .doc holds');
      }
      if (name === 'WORDDOCUMENT') {
        const folder = fullPath.slice(0, fullPath.lastIndexOf('/') + 1);
        const table = (tableName: string) => {
          const found = CFB.find(container, `${folder}${tableName}`);
          return found?.type === streamEntry ? bytesOf(found) : undefined;
        };
        const text = wordText(bytesOf(entry), table);
        if (text !== undefined) checkWordFields(text);
        const template = associatedTemplate(bytesOf(entry), table);
        if (template !== undefined && !isRelativeTarget(template) && !isOwnDiskPath(template)) {
          throw new Refusal(`a Word document whose template is fetched from ${template}`);
        }
      }
    }
    if (entry.type === storageEntry || entry.type === rootEntry) {
      const refused = refusedClasses.get(entry.clsid.toLowerCase());
      if (refused) throw new Refusal(`a .doc with ${refused} (${fullPath})`);
    }
    if (entry.type === storageEntry && segments.length > 0) {
      // An OLE 1.0 object may keep its data in Ole10Native alone ([MS-OLEDS] 2.3.6).
      const isObject = ['\u0001Ole', '\u0001CompObj', '\u0001Ole10Native'].some(
        (child) => CFB.find(container, `${fullPath}${child}`)?.type === streamEntry,
      );
      const why = isObject ? objectRefusal(container, fullPath, entry) : undefined;
      if (why) throw new Refusal(`a .doc with ${why} (${fullPath})`);
    }
  }
  for (const zip of packages) {
    await checkPackageBytes(zip, 'package inside the .doc', {
      depth: depth + 1,
      compound: checkEmbeddedCompound,
    });
  }
  return directories;
}

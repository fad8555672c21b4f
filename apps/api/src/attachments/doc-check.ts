import { readFileSync } from 'node:fs';
import CFB from 'cfb';
import { checkCompoundDirectory } from './compound-directory.js';
import { FieldTracker } from './field-instructions.js';
import { Refusal } from './file-bytes.js';

/** Entry types of a compound file's directory ([MS-CFB] 2.6.1). */
const storageEntry = 1;
const streamEntry = 2;

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
 * above find), pictures and drawings, MathType equations. Anything else is refused: the OLE
 * Package (it carries a file to run), Equation Editor 3.0 (Equation.3, whose program
 * EQNEDT32 is exploited by merely opening the document, CVE-2017-11882), ActiveX controls
 * and any class that names a program we do not know.
 */
const dataClasses =
  /^(?:MSGraph\.Chart|Microsoft Graph|Excel\.(?:Sheet|Chart)|Microsoft (?:Office )?Excel (?:Chart|Worksheet)|Word\.(?:Document|Picture)|Microsoft (?:Office )?Word (?:Document|Picture)|PowerPoint\.(?:Slide|Show)|Paint\.Picture|PBrush|Bitmap Image|Paintbrush Picture|MSPhotoEd|Visio\.Drawing|MSDraw|MSWordArt|WordArt|Equation\.DSMT|MathType|StaticMetafile|StaticDib|soffice\.|LibreOffice\.|OpenOffice\.|opendocument\.)/i;
/** Class IDs as the directory stores them (little-endian GUIDs): Equation 3.0 and Package. */
const refusedClasses = new Map([
  ['02ce020000000000c000000000000046', 'an Equation Editor 3.0 object'],
  ['0c00030000000000c000000000000046', 'an OLE package (a file to run)'],
]);

/** The strings a CompObj stream names its object by: user type, then ProgID ([MS-OLEDS] 2.3.8). */
function compObjNames(bytes: Buffer): string[] {
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

const bytesOf = (entry: CFB.CFB$Entry) => Buffer.from(entry.content);

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
  return `an embedded object of the class ${names[0] ?? entry.clsid}`;
}

/**
 * The document's text as Word reads it ([MS-DOC] 2.4.1): the piece table (the Clx at fcClx in
 * the table stream the FIB names) lists where each run of characters is stored in the
 * WordDocument stream, 8-bit (Windows-1252) or UTF-16. Undefined when there is no piece
 * table to follow: Word does not open such a file.
 */
export function wordText(
  wordDocument: Buffer,
  table: (name: string) => Buffer | undefined,
): string | undefined {
  if (wordDocument.length < 0x1aa || wordDocument.readUInt16LE(0) !== 0xa5ec) return undefined;
  const tableName = (wordDocument.readUInt16LE(0x0a) & 0x0200) !== 0 ? '1Table' : '0Table';
  const tableStream = table(tableName);
  const csw = wordDocument.readUInt16LE(32);
  const cslwAt = 34 + 2 * csw;
  if (cslwAt + 2 > wordDocument.length) return undefined;
  const rgFcLcb = cslwAt + 2 + 4 * wordDocument.readUInt16LE(cslwAt) + 2;
  if (!tableStream || rgFcLcb + 0x110 > wordDocument.length) return undefined;
  const fcClx = wordDocument.readUInt32LE(rgFcLcb + 0x108);
  const lcbClx = wordDocument.readUInt32LE(rgFcLcb + 0x10c);
  let at = fcClx;
  const end = Math.min(tableStream.length, fcClx + lcbClx);
  // Property modifiers (Prc, clxt 1) come first, then the piece table (Pcdt, clxt 2).
  while (at < end && tableStream[at] === 0x01)
    at += 3 + Math.max(0, tableStream.readInt16LE(at + 1));
  if (at + 5 > end || tableStream[at] !== 0x02) return undefined;
  const length = tableStream.readUInt32LE(at + 1);
  const plc = at + 5;
  const pieces = Math.floor((length - 4) / 12);
  if (pieces < 1 || plc + length > tableStream.length) return undefined;
  const parts: string[] = [];
  for (let index = 0; index < pieces; index += 1) {
    const from = tableStream.readUInt32LE(plc + 4 * index);
    const to = tableStream.readUInt32LE(plc + 4 * (index + 1));
    const fcValue = tableStream.readUInt32LE(plc + 4 * (pieces + 1) + 8 * index + 2);
    const count = Math.max(0, to - from);
    const compressed = (fcValue & 0x40000000) !== 0;
    const offset = compressed ? (fcValue & 0x3fffffff) / 2 : fcValue & 0x3fffffff;
    const bytes = wordDocument.subarray(offset, offset + count * (compressed ? 1 : 2));
    parts.push(bytes.toString(compressed ? 'latin1' : 'utf16le'));
  }
  return parts.join('');
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

/**
 * Throws a Refusal unless the file is a Word 97–2003 document (a compound file, read with
 * the cfb library, with a `WordDocument` stream at its root: the OLE2 signature alone is
 * shared by any Office file or installer) without a macro project, without embedded
 * objects other than data (charts, pictures, workbooks, documents), without linked objects,
 * and without DDE or fetching fields in its text. What Word 2007 and later write into every
 * .doc (the theme package) and free or padding sectors are not content and are not looked
 * at. The cfb library loops on a directory whose entries form a cycle: such a directory is
 * refused before the library reads it (compound-directory.ts); any other way to make it
 * loop is bounded by the inspection worker's time and memory.
 */
export function checkDoc(path: string): void {
  let container: CFB.CFB$Container;
  const bytes = readFileSync(path);
  checkCompoundDirectory(bytes);
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch (error) {
    throw new Refusal('not a compound file a reader opens', { cause: error });
  }
  if (CFB.find(container, '/WordDocument')?.type !== streamEntry) {
    throw new Refusal('a compound file without a WordDocument stream');
  }
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
      if (name === '\u0001OLE10NATIVE')
        throw new Refusal(`a .doc with an OLE package (${fullPath})`);
      if (name === 'WORDDOCUMENT') {
        const folder = fullPath.slice(0, fullPath.lastIndexOf('/') + 1);
        const table = (tableName: string) => {
          const found = CFB.find(container, `${folder}${tableName}`);
          return found?.type === streamEntry ? bytesOf(found) : undefined;
        };
        const text = wordText(bytesOf(entry), table);
        if (text !== undefined) checkWordFields(text);
      }
    } else if (entry.type === storageEntry && segments.length > 0) {
      const isObject = ['\u0001Ole', '\u0001CompObj'].some(
        (child) => CFB.find(container, `${fullPath}${child}`)?.type === streamEntry,
      );
      const why = isObject ? objectRefusal(container, fullPath, entry) : undefined;
      if (why) throw new Refusal(`a .doc with ${why} (${fullPath})`);
    }
  }
}

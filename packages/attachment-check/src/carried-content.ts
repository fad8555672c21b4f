import {
  cabSignature,
  isCabHeader,
  isIsoDescriptor,
  isoDescriptorOffset,
  isRarHeader,
  isSevenZipHeader,
  rarSignature,
  sevenZipSignature,
} from './archive-headers.js';
import { chunks, FileWindow, type OpenFile } from './file-bytes.js';
import { PageMarkup } from './page-markup.js';

const zipEnd = Buffer.from('PK\x05\x06', 'latin1');
const zipCentralEntry = Buffer.from('PK\x01\x02', 'latin1');
const zip64Locator = Buffer.from('PK\x06\x07', 'latin1');
const zip64End = Buffer.from('PK\x06\x06', 'latin1');
const mz = Buffer.from('MZ', 'latin1');
const peSignature = Buffer.from('PE\0\0', 'latin1');
const elf = Buffer.from('\x7fELF', 'latin1');
const pdfStart = Buffer.from('%PDF-', 'latin1');

/** Where a Windows executable's DOS header may put its PE header (e_lfanew) at most. */
const maxPeOffset = 4096;
/**
 * ZIP end records followed to their directory at most. Compressed data holds the 4-byte
 * signature about once in 4 GiB; a file with thousands was made to hold them.
 */
const maxZipCandidates = 1000;
/**
 * Central-directory entries read at most over the whole file. A document's packages hold a
 * few thousand (a Word 2007 report with hundreds of shapes); a crafted file repeating end
 * records that all lead to one large directory would otherwise be read once per record.
 */
const maxDirectoryEntries = 100_000;

export interface CarriedOptions {
  /** The file is itself a ZIP (a .docx): a ZIP is no carried archive. */
  isZip: boolean;
  /**
   * The file is a compound file (.doc): an Office package inside it (Word's theme, the
   * DrawingML of its shapes, an embedded 2007 document, a LibreOffice formula) is part of
   * it, and doc-check.ts judges each one where Word reads it, in the compound file's
   * streams. A ZIP whose directory does not read whole from the file's bytes lies across
   * sectors that are not next to each other: no archiver opens it as it lies.
   */
  officePackages: boolean;
  /**
   * With `officePackages`: receives the central directory of each Office package that reads
   * whole from the file's bytes. doc-check.ts must find each one in a stream: a package that
   * Word does not read (appended, or in free sectors) is an archive an archiver opens.
   */
  packageDirectories?: Buffer[];
  /**
   * Look for a web page or script too, and a PDF (pictures: no picture format holds either;
   * a PDF after a picture's end opens in a PDF reader with its actions).
   */
  markup: boolean;
  /**
   * Where the file's own content ends (a picture's IEND or EOI; the file's size otherwise):
   * an archive's signature after it is an archive, inside it only with its consistent header.
   */
  contentEnd?: number;
}

/** Where a ZIP's central directory is, and what its end record says of it. */
interface ZipDirectory {
  offset: number;
  entries: number;
  size: number;
  /** ZIP64: the record's figures are placeholders, the walk is not held to them. */
  zip64: boolean;
}

/**
 * The names in a ZIP's central directory, read entry after entry, and whether the walk
 * met the end record's figures (its entry count and directory size).
 */
function directoryNames(
  window: FileWindow,
  directory: ZipDirectory,
  budget: { entries: number },
): { names: string[]; whole: boolean } {
  const names: string[] = [];
  const end = directory.offset + directory.size;
  let at = directory.offset;
  while ((directory.zip64 || at < end) && window.startsWith(at, zipCentralEntry)) {
    budget.entries += 1;
    if (budget.entries > maxDirectoryEntries) break;
    const header = window.bytes(at, 46);
    if (header.length < 46) break;
    const nameLength = header.readUInt16LE(28);
    const rest = header.readUInt16LE(30) + header.readUInt16LE(32);
    names.push(window.bytes(at + 46, nameLength).toString('latin1'));
    at += 46 + nameLength + rest;
  }
  const whole = directory.zip64 || (names.length === directory.entries && at === end);
  return { names, whole };
}

/**
 * An Office package by its directory: an Open Packaging Conventions package names its
 * content types (ECMA-376 Part 2, 10.1.2.2), an OpenDocument package starts with its
 * mimetype (ODF 1.2 Part 3, 3.3). What the parts hold is judged where Word reads them.
 */
const isOfficePackage = (names: readonly string[]) =>
  names.includes('[Content_Types].xml') || names[0] === 'mimetype';

/**
 * Where the central directory of the ZIP whose end record is at `position` starts: at the
 * offset the record gives, or just before the record (how archivers open a ZIP with data in
 * front of it, as self-extracting archives are). Undefined when neither holds a directory
 * entry: four random bytes that look like the record's signature lead nowhere.
 */
function zipDirectory(window: FileWindow, position: number): ZipDirectory | undefined {
  const record = window.bytes(position, 22);
  if (record.length < 22) return undefined;
  const entries = record.readUInt16LE(10);
  const directorySize = record.readUInt32LE(12);
  const directoryOffset = record.readUInt32LE(16);
  if (entries === 0 && directorySize === 0) return undefined;
  const candidates = [directoryOffset, position - directorySize];
  const zip64 =
    directoryOffset === 0xffffffff || directorySize === 0xffffffff || entries === 0xffff;
  if (zip64) {
    // ZIP64: the real figures are in a record the locator just before this one points to.
    const locator = position - 20;
    if (locator >= 0 && window.startsWith(locator, zip64Locator)) {
      const end64 = Number(window.bytes(locator + 8, 8).readBigUInt64LE());
      if (Number.isSafeInteger(end64) && window.startsWith(end64, zip64End)) {
        const record64 = window.bytes(end64, 56);
        if (record64.length === 56) {
          candidates.push(Number(record64.readBigUInt64LE(48)));
          candidates.push(end64 - Number(record64.readBigUInt64LE(40)));
        }
      }
    }
  }
  const offset = candidates.find(
    (candidate) =>
      Number.isSafeInteger(candidate) &&
      candidate >= 0 &&
      candidate < position &&
      window.startsWith(candidate, zipCentralEntry),
  );
  return offset === undefined ? undefined : { offset, entries, size: directorySize, zip64 };
}

/** True when the ELF magic at `index` starts a plausible header (class, byte order, version). */
function isElfHeader(bytes: Buffer, index: number): boolean {
  const ident = bytes.subarray(index, index + 7);
  return (
    ident.length === 7 &&
    (ident[4] === 1 || ident[4] === 2) &&
    (ident[5] === 1 || ident[5] === 2) &&
    ident[6] === 1
  );
}

/**
 * What the file carries besides its own content, anywhere in it: a Windows executable (an
 * `MZ` header whose e_lfanew leads to `PE\0\0`), an ELF one, a RAR or 7z archive, a ZIP
 * (unless the file is one, or, inside a .doc, an Office package: see CarriedOptions), and with
 * `markup` a web page, a script or a PDF. Such a file opens as two things (a picture in a viewer, an
 * archive in an archiver); nothing a visitor sends us needs that. Undefined when none is
 * found.
 *
 * One pass over the file in 1 MiB pieces that overlap by 4 KiB: every signature is looked
 * for with indexOf in each piece once, and each executable header is confirmed inside the
 * same piece (its PE header is at most 4 KiB after it), so the work grows with the file's
 * size and nothing is read twice. ZIP end records are followed to their directory (a random
 * read each), at most 1000 of them, and at most 100 000 directory entries read in all.
 */
export function carriedContent(file: OpenFile, options: CarriedOptions): string | undefined {
  const window = new FileWindow(file);
  let zipCandidates = 0;
  const budget = { entries: 0 };
  const overlap = maxPeOffset + 8;
  const markup = new PageMarkup();
  const contentEnd = options.contentEnd ?? file.size;
  // An ISO 9660 image: its volume descriptors 32 KiB from its start, which is the file's (a
  // picture in the image's unused system area) or the picture's end. 7-Zip and bsdtar list it.
  for (const start of new Set([0, contentEnd])) {
    if (isIsoDescriptor(window.bytes(start + isoDescriptorOffset, 7), 0)) {
      return 'an ISO 9660 image';
    }
  }
  for (const { bytes, offset, fresh } of chunks(file, 0, overlap)) {
    // Matches in the overlap are looked at again: an executable header near the end of the
    // previous piece is confirmed here, with the bytes after it.
    const starts = (needle: Buffer, visit: (index: number) => boolean): boolean => {
      for (
        let index = bytes.indexOf(needle);
        index !== -1;
        index = bytes.indexOf(needle, index + 1)
      ) {
        if (visit(index)) return true;
      }
      return false;
    };
    // An archive where its reader finds one: after the content's end by its signature; inside
    // it only with the consistent header the format starts with (a signature in compressed
    // data happens by chance). cabextract and 7-Zip look for archives anywhere in a file.
    const trailing = (index: number) => offset + index >= contentEnd;
    if (starts(rarSignature, (index) => trailing(index) || isRarHeader(bytes, index))) {
      return 'a RAR archive';
    }
    if (starts(sevenZipSignature, (index) => trailing(index) || isSevenZipHeader(bytes, index))) {
      return 'a 7z archive';
    }
    const cab = (index: number) =>
      trailing(index) || isCabHeader(bytes, index, file.size - offset - index);
    if (starts(cabSignature, cab)) return 'a cabinet (CAB) archive';
    if (starts(elf, (index) => isElfHeader(bytes, index))) return 'an ELF executable';
    const isPe = (index: number) => {
      if (index + 0x40 > bytes.length) return false;
      const lfanew = bytes.readUInt32LE(index + 0x3c);
      if (lfanew < 0x40 || lfanew > maxPeOffset) return false;
      return bytes.subarray(index + lfanew, index + lfanew + 4).equals(peSignature);
    };
    if (starts(mz, isPe)) return 'a Windows executable';
    if (options.markup) {
      // Each byte once: the markup reader carries an open tag over to the next piece itself.
      if (markup.found(bytes.toString('latin1', fresh))) return 'a web page or script';
      if (bytes.includes(pdfStart)) return 'a PDF';
    }
    if (!options.isZip) {
      let found: string | undefined;
      starts(zipEnd, (index) => {
        zipCandidates += 1;
        if (zipCandidates > maxZipCandidates) {
          found = 'more ZIP signatures than any document holds';
          return true;
        }
        const directory = zipDirectory(window, offset + index);
        if (directory === undefined) return false;
        if (options.officePackages) {
          const { names, whole } = directoryNames(window, directory, budget);
          if (budget.entries > maxDirectoryEntries) {
            found = 'more ZIP directory entries than any document holds';
            return true;
          }
          if (!whole) return false;
          if (isOfficePackage(names)) {
            // No Office program writes a ZIP64 package into a .doc (doc-check.ts refuses one
            // in a stream): its directory's size is no figure to read by.
            if (directory.zip64) {
              found = 'a ZIP64 archive';
              return true;
            }
            // A copy: the window's bytes are a view the next read overwrites.
            options.packageDirectories?.push(window.copy(directory.offset, directory.size));
            return false;
          }
        }
        found = 'a ZIP archive';
        return true;
      });
      if (found) return found;
    }
  }
  return undefined;
}

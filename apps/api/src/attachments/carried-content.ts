import { FileWindow, findEach, type OpenFile } from './file-bytes.js';

const zipEnd = Buffer.from('PK\x05\x06', 'latin1');
const zipCentralEntry = Buffer.from('PK\x01\x02', 'latin1');
const zip64Locator = Buffer.from('PK\x06\x07', 'latin1');
const zip64End = Buffer.from('PK\x06\x06', 'latin1');
const rar = Buffer.from('Rar!\x1a\x07', 'latin1');
const sevenZip = Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]);
const peSignature = Buffer.from('PE\0\0', 'latin1');
const mz = Buffer.from('MZ', 'latin1');
const elf = Buffer.from('\x7fELF', 'latin1');

/** Where a Windows executable's DOS header may put its PE header (e_lfanew) at most. */
const maxPeOffset = 4096;

/**
 * True when the end-of-central-directory record at `position` leads to a central
 * directory: at the offset it gives, or just before itself (how archivers open a ZIP with
 * data in front of it, as self-extracting archives are). Four random bytes that look like
 * the record's signature (common enough in 20 MiB of compressed data) lead nowhere.
 */
function zipEndLeadsSomewhere(window: FileWindow, position: number): boolean {
  const record = window.bytes(position, 22);
  if (record.length < 22) return false;
  const entries = record.readUInt16LE(10);
  const directorySize = record.readUInt32LE(12);
  const directoryOffset = record.readUInt32LE(16);
  if (entries === 0 && directorySize === 0) return false;
  const candidates = [directoryOffset, position - directorySize];
  if (directoryOffset === 0xffffffff || directorySize === 0xffffffff || entries === 0xffff) {
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
  return candidates.some(
    (offset) =>
      Number.isSafeInteger(offset) &&
      offset >= 0 &&
      offset < position &&
      window.startsWith(offset, zipCentralEntry),
  );
}

/** True when the `PE\0\0` at `position` is the header of a DOS/Windows executable before it. */
function isPeHeader(window: FileWindow, position: number): boolean {
  const from = Math.max(0, position - maxPeOffset);
  const before = Buffer.from(window.bytes(from, position - from));
  let index = before.indexOf(mz);
  while (index !== -1) {
    const start = from + index;
    const lfanew = window.bytes(start + 0x3c, 4);
    if (lfanew.length === 4 && start + lfanew.readUInt32LE(0) === position) return true;
    index = before.indexOf(mz, index + 1);
  }
  return false;
}

/** True when the `\x7fELF` at `position` starts a plausible ELF header (class, byte order, version). */
function isElfHeader(window: FileWindow, position: number): boolean {
  const ident = window.bytes(position, 7);
  return (
    ident.length === 7 &&
    (ident[4] === 1 || ident[4] === 2) &&
    (ident[5] === 1 || ident[5] === 2) &&
    ident[6] === 1
  );
}

/**
 * What the file carries besides its own content, anywhere in it: a ZIP archive (unless the
 * file is itself one, a .docx), a RAR or 7z archive, a Windows or ELF executable. Such a
 * file opens as two things (a PDF in a viewer, an archive in an archiver); nothing a visitor
 * sends us needs that. Undefined when none is found.
 */
export function carriedContent(file: OpenFile, options: { isZip: boolean }): string | undefined {
  const window = new FileWindow(file);
  const signs: { needle: Buffer; what: string; confirm: (position: number) => boolean }[] = [
    { needle: rar, what: 'a RAR archive', confirm: () => true },
    { needle: sevenZip, what: 'a 7z archive', confirm: () => true },
    { needle: peSignature, what: 'a Windows executable', confirm: (p) => isPeHeader(window, p) },
    { needle: elf, what: 'an ELF executable', confirm: (p) => isElfHeader(window, p) },
  ];
  if (!options.isZip) {
    signs.push({
      needle: zipEnd,
      what: 'a ZIP archive',
      confirm: (p) => zipEndLeadsSomewhere(window, p),
    });
  }
  let found: string | undefined;
  findEach(
    file,
    signs.map((sign) => sign.needle),
    (which, position) => {
      const sign = signs[which];
      if (sign?.confirm(position)) found = sign.what;
      return found !== undefined;
    },
  );
  return found;
}

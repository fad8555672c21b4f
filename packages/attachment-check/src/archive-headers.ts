import { crc32 } from 'node:zlib';

// Archives that readers find inside other files, told from chance bytes by the consistent
// headers each format starts with: a 7z, RAR or CAB signature inside compressed data happens
// by chance; a signature whose header's checksum or fields hold does not.

export const rarSignature = Buffer.from('Rar!\x1a\x07', 'latin1');
export const sevenZipSignature = Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]);
export const cabSignature = Buffer.from('MSCF\0\0\0\0', 'latin1');
/** An ISO 9660 volume descriptor's standard identifier, one byte into the descriptor. */
export const isoIdentifier = Buffer.from('CD001', 'latin1');
/** Where an ISO 9660 image's first volume descriptor is, from the image's start (ECMA-119, 8.1). */
export const isoDescriptorOffset = 16 * 2048;

/**
 * A 7z signature header (7-Zip's 7zFormat.txt): the signature, a major version of 0, and the
 * CRC32 of the 20 bytes after it (the next header's offset, size and CRC) in front of them.
 */
export function isSevenZipHeader(bytes: Buffer, at: number): boolean {
  if (at + 32 > bytes.length || bytes[at + 6] !== 0) return false;
  return bytes.readUInt32LE(at + 8) === crc32(bytes.subarray(at + 12, at + 32));
}

/** A variable-length integer of RAR 5 (7 bits a byte, low first) and the bytes it took. */
function vint(bytes: Buffer, at: number): { value: number; length: number } | undefined {
  let value = 0;
  for (let index = 0; index < 4 && at + index < bytes.length; index += 1) {
    const byte = bytes[at + index] ?? 0;
    value += (byte & 0x7f) * 2 ** (7 * index);
    if ((byte & 0x80) === 0) return { value, length: index + 1 };
  }
  return undefined;
}

/**
 * A RAR archive's first header (RARLAB's technote): RAR 5 (`Rar!\x1a\x07\x01\x00`) then a
 * header whose CRC32 covers its size and the header it sizes; RAR 4 (`Rar!\x1a\x07\x00`) then
 * the archive header (type 0x73) whose CRC16 is the low half of the CRC32 of its bytes.
 */
export function isRarHeader(bytes: Buffer, at: number): boolean {
  if (bytes[at + 6] === 0x01 && bytes[at + 7] === 0x00) {
    const size = vint(bytes, at + 12);
    if (!size || size.value === 0 || size.value > 1024) return false;
    const end = at + 12 + size.length + size.value;
    if (end > bytes.length) return false;
    return bytes.readUInt32LE(at + 8) === crc32(bytes.subarray(at + 12, end));
  }
  if (bytes[at + 6] === 0x00) {
    const header = at + 7;
    if (header + 13 > bytes.length || bytes[header + 2] !== 0x73) return false;
    const size = bytes.readUInt16LE(header + 5);
    if (size < 13 || header + size > bytes.length) return false;
    return (
      bytes.readUInt16LE(header) === (crc32(bytes.subarray(header + 2, header + size)) & 0xffff)
    );
  }
  return false;
}

/**
 * A cabinet's header (Microsoft's [MS-CAB] 2.1, CFHEADER): its reserved fields zero, version
 * 1.3, at least one folder and one file, its files' table inside the cabinet, and the cabinet
 * inside the bytes that follow (`available`, from its start to the end of the file).
 */
export function isCabHeader(bytes: Buffer, at: number, available: number): boolean {
  if (at + 36 > bytes.length) return false;
  const size = bytes.readUInt32LE(at + 8);
  const files = bytes.readUInt32LE(at + 16);
  return (
    bytes.readUInt32LE(at + 12) === 0 &&
    bytes.readUInt32LE(at + 20) === 0 &&
    bytes[at + 24] === 3 &&
    bytes[at + 25] === 1 &&
    bytes.readUInt16LE(at + 26) >= 1 &&
    bytes.readUInt16LE(at + 28) >= 1 &&
    files >= 36 &&
    files < size &&
    size <= available
  );
}

/**
 * An ISO 9660 volume descriptor at `at` (ECMA-119, 8.1): a type (boot record, primary,
 * supplementary, partition, or set terminator), `CD001`, version 1.
 */
export function isIsoDescriptor(bytes: Buffer, at: number): boolean {
  const type = bytes[at];
  return (
    type !== undefined &&
    [0, 1, 2, 3, 255].includes(type) &&
    bytes.subarray(at + 1, at + 6).equals(isoIdentifier) &&
    bytes[at + 6] === 1
  );
}

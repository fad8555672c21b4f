import { crc32 } from 'node:zlib';

// Archives as their formats write them, small: what a picture or a document may carry for an
// archiver to open (bsdtar, 7-Zip, cabextract list what is in them).

/** A script a dropper ships: what the archives below carry. */
export const script = Buffer.from('CreateObject("WScript.Shell").Run "calc"\r\n', 'latin1');

/** An empty 7z archive (7-Zip's 7zFormat.txt): the signature header, its CRC over the rest. */
export function sevenZip(): Buffer {
  const header = Buffer.alloc(32);
  Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04]).copy(header);
  header.writeUInt32LE(crc32(header.subarray(12, 32)) >>> 0, 8);
  return header;
}

/** A RAR 5 block: its CRC32, then its size and the header (type, flags, fields) it sizes. */
function rarBlock(body: number[]): Buffer {
  const sized = Buffer.from([body.length, ...body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32LE(crc32(sized) >>> 0);
  return Buffer.concat([crc, sized]);
}

/** An empty RAR 5 archive (RARLAB's technote): signature, main archive header, end header. */
export function rar(): Buffer {
  return Buffer.concat([
    Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'),
    rarBlock([0x01, 0x00, 0x00]),
    rarBlock([0x05, 0x00, 0x00]),
  ]);
}

/**
 * A cabinet ([MS-CAB]) holding one file, stored: CFHEADER, one CFFOLDER, one CFFILE, one
 * CFDATA block with no checksum (which cabextract accepts).
 */
export function cabinet(name = 'factura.vbs', data: Buffer = script): Buffer {
  const fileName = Buffer.from(`${name}\0`, 'latin1');
  const header = Buffer.alloc(36);
  const folder = Buffer.alloc(8);
  const file = Buffer.alloc(16);
  const block = Buffer.alloc(8);
  const filesAt = header.length + folder.length;
  const dataAt = filesAt + file.length + fileName.length;
  const size = dataAt + block.length + data.length;
  header.write('MSCF', 0, 'latin1');
  header.writeUInt32LE(size, 8);
  header.writeUInt32LE(filesAt, 16);
  header.writeUInt8(3, 24);
  header.writeUInt8(1, 25);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(1, 28);
  folder.writeUInt32LE(dataAt, 0);
  folder.writeUInt16LE(1, 4);
  file.writeUInt32LE(data.length, 0);
  file.writeUInt16LE(0x5a21, 10);
  file.writeUInt16LE(0x20, 14);
  block.writeUInt16LE(data.length, 4);
  block.writeUInt16LE(data.length, 6);
  return Buffer.concat([header, folder, file, fileName, block, data]);
}

const sector = 2048;
/** A number as ISO 9660 stores it both ways (ECMA-119, 7.2.3 and 7.3.3). */
function bothEndian(value: number, bytes: 2 | 4): Buffer {
  const field = Buffer.alloc(bytes * 2);
  if (bytes === 2) {
    field.writeUInt16LE(value, 0);
    field.writeUInt16BE(value, 2);
  } else {
    field.writeUInt32LE(value, 0);
    field.writeUInt32BE(value, 4);
  }
  return field;
}

/** A directory record (ECMA-119, 9.1): its extent, its size, whether a directory, its name. */
function directoryRecord(extent: number, size: number, directory: boolean, name: Buffer): Buffer {
  const length = 33 + name.length + (name.length % 2 === 0 ? 1 : 0);
  const record = Buffer.alloc(length);
  record.writeUInt8(length, 0);
  bothEndian(extent, 4).copy(record, 2);
  bothEndian(size, 4).copy(record, 10);
  // Recorded 2025-01-01 00:00 UTC (years since 1900, month, day, hour, minute, second, zone).
  Buffer.from([125, 1, 1, 0, 0, 0, 0]).copy(record, 18);
  record.writeUInt8(directory ? 2 : 0, 25);
  bothEndian(1, 2).copy(record, 28);
  record.writeUInt8(name.length, 32);
  name.copy(record, 33);
  return record;
}

/**
 * An ISO 9660 image (ECMA-119) holding one file in its root: 16 sectors of system area (left
 * zero: where a picture can stand), a primary volume descriptor, a terminator, the path
 * tables, the root directory and the file.
 */
export function isoImage(name = 'FACTURA.VBS;1', data: Buffer = script): Buffer {
  // Readers read 16 sectors past the system area ahead before they look (libarchive).
  const sectors = 40;
  const image = Buffer.alloc(sectors * sector);
  const root = 20;
  const fileAt = 21;
  const rootRecord = directoryRecord(root, sector, true, Buffer.from([0]));
  const descriptor = image.subarray(16 * sector);
  descriptor.writeUInt8(1, 0);
  descriptor.write('CD001', 1, 'latin1');
  descriptor.writeUInt8(1, 6);
  descriptor.write(' '.repeat(32), 8, 'latin1');
  descriptor.write('FACTURA'.padEnd(32, ' '), 40, 'latin1');
  bothEndian(sectors, 4).copy(descriptor, 80);
  bothEndian(1, 2).copy(descriptor, 120);
  bothEndian(1, 2).copy(descriptor, 124);
  bothEndian(sector, 2).copy(descriptor, 128);
  bothEndian(10, 4).copy(descriptor, 132);
  descriptor.writeUInt32LE(18, 140);
  descriptor.writeUInt32BE(19, 148);
  rootRecord.copy(descriptor, 156);
  // Creation and modification dates (ECMA-119, 8.4.26): digits and a zone; unset the others.
  for (const at of [813, 830]) descriptor.write('2025010100000000\0', at, 'latin1');
  for (const at of [847, 864]) descriptor.write('0000000000000000\0', at, 'latin1');
  descriptor.writeUInt8(1, 881);
  const terminator = image.subarray(17 * sector);
  terminator.writeUInt8(255, 0);
  terminator.write('CD001', 1, 'latin1');
  terminator.writeUInt8(1, 6);
  // The path tables: the root alone, little-endian and big-endian (ECMA-119, 9.4).
  const little = image.subarray(18 * sector);
  little.writeUInt8(1, 0);
  little.writeUInt32LE(root, 2);
  little.writeUInt16LE(1, 6);
  const big = image.subarray(19 * sector);
  big.writeUInt8(1, 0);
  big.writeUInt32BE(root, 2);
  big.writeUInt16BE(1, 6);
  Buffer.concat([
    rootRecord,
    directoryRecord(root, sector, true, Buffer.from([1])),
    directoryRecord(fileAt, data.length, false, Buffer.from(name, 'latin1')),
  ]).copy(image, root * sector);
  data.copy(image, fileAt * sector);
  return image;
}

/**
 * The picture in the ISO image's system area (its first 32 KiB, which ISO readers skip): a
 * file that opens as the picture in a viewer and as the image in 7-Zip and bsdtar.
 */
export function pictureInIsoImage(picture: Buffer): Buffer {
  const image = isoImage();
  if (picture.length > 16 * sector) throw new Error('the picture does not fit the system area');
  picture.copy(image, 0);
  return image;
}

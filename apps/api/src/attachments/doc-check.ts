import { readFileSync } from 'node:fs';
import CFB from 'cfb';
import { FileWindow, Refusal, type OpenFile } from './file-bytes.js';

/** Entry type of a stream (as opposed to a storage) in a compound file. */
const streamEntry = 2;

/**
 * Storages whose streams are active content: Word's macro project (Macros, and the
 * _VBA_PROJECT_CUR/VBA layout of other Office files) and embedded OLE objects (ObjectPool;
 * an empty ObjectPool is what Word writes when there are none, and is fine).
 */
// Names as compound files compare them ([MS-CFB] 2.6.4): upper-cased, so that "Macroſ"
// (long s) finds Word's "Macros" as it does in Word.
const activeStorages = new Map([
  ['MACROS', 'a VBA macro project'],
  ['_VBA_PROJECT_CUR', 'a VBA macro project'],
  ['VBA', 'a VBA macro project'],
  ['OBJECTPOOL', 'an embedded OLE object'],
]);
/** Streams that are active content wherever they are. */
const activeStreams = new Map([
  ['_VBA_PROJECT', 'a VBA macro project'],
  ['\u0001OLE10NATIVE', 'an embedded file (OLE package)'],
]);

/** FAT values that end a chain or mark special sectors ([MS-CFB] 2.3): anything from here up. */
const lastRegularSector = 0xfffffffa;

/** The sector numbers of the FAT: the header's first 109, then the DIFAT chain's ([MS-CFB] 2.5). */
function fatSectors(window: FileWindow, sectorSize: number, sectorsInFile: number) {
  const header = window.exactly(0, 512, 'the compound file header');
  const fatCount = header.readUInt32LE(0x2c);
  if (fatCount > sectorsInFile)
    throw new Refusal('a compound file with more FAT sectors than sectors');
  const sectors: number[] = [];
  const difatSectors: number[] = [];
  for (let index = 0; index < 109 && sectors.length < fatCount; index += 1) {
    sectors.push(header.readUInt32LE(0x4c + 4 * index));
  }
  const perDifat = sectorSize / 4 - 1;
  let difat = header.readUInt32LE(0x44);
  while (sectors.length < fatCount) {
    if (difat >= sectorsInFile || difatSectors.length >= sectorsInFile) {
      throw new Refusal('a compound file whose FAT list cannot be followed');
    }
    difatSectors.push(difat);
    const offset = (difat + 1) * sectorSize;
    for (let index = 0; index < perDifat && sectors.length < fatCount; index += 1) {
      sectors.push(window.exactly(offset + 4 * index, 4, 'the DIFAT').readUInt32LE(0));
    }
    difat = window.exactly(offset + 4 * perDifat, 4, 'the DIFAT').readUInt32LE(0);
  }
  return { sectors, difatSectors };
}

/**
 * Where the last sector anything in the compound file uses ends: the FAT and DIFAT sectors,
 * and the chains (followed through the FAT, [MS-CFB] 2.3) of the directory, the mini FAT,
 * the mini stream and every stream stored in regular sectors (the directory as the cfb
 * library read it). Bytes beyond that belong to nothing: something appended. A chain that
 * leaves the file, loops, or shares a sector with another is refused.
 */
function accountedEnd(window: FileWindow, container: CFB.CFB$Container): number {
  const header = window.exactly(0, 512, 'the compound file header');
  const shift = header.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) throw new Refusal('a compound file with an odd sector size');
  const sectorSize = 2 ** shift;
  const sectorsInFile = Math.ceil(window.size / sectorSize) - 1;
  const { sectors: fat, difatSectors } = fatSectors(window, sectorSize, sectorsInFile);
  const perFat = sectorSize / 4;
  const next = (sector: number) => {
    const fatSector = fat[Math.floor(sector / perFat)];
    if (fatSector === undefined || fatSector >= sectorsInFile) {
      throw new Refusal('a compound file chain beyond its FAT');
    }
    return window
      .exactly((fatSector + 1) * sectorSize + 4 * (sector % perFat), 4, 'the FAT')
      .readUInt32LE(0);
  };
  const used = new Set<number>();
  let last = -1;
  const use = (sector: number) => {
    if (sector >= sectorsInFile) throw new Refusal('a compound file sector outside the file');
    if (used.has(sector)) throw new Refusal('a compound file sector used twice');
    used.add(sector);
    last = Math.max(last, sector);
  };
  const follow = (start: number) => {
    for (let sector = start; sector < lastRegularSector; sector = next(sector)) use(sector);
  };
  for (const sector of [...fat, ...difatSectors]) use(sector);
  follow(header.readUInt32LE(0x30));
  if (header.readUInt32LE(0x40) > 0) follow(header.readUInt32LE(0x3c));
  const cutoff = header.readUInt32LE(0x38);
  for (const entry of container.FileIndex) {
    const root = entry.type === 5;
    if ((root && entry.size > 0) || (entry.type === streamEntry && entry.size >= cutoff)) {
      // The library reads sector numbers as signed: an empty chain's ENDOFCHAIN is -2.
      if (entry.start >= 0) follow(entry.start);
    }
  }
  return (last + 2) * sectorSize;
}

/**
 * Throws a Refusal unless the file is a Word 97–2003 document (a compound file, read with
 * the cfb library, holding a `WordDocument` stream at its root: the OLE2 signature alone is
 * shared by any Office file, an installer, or eight bytes in front of an executable) without
 * macros or embedded objects, and with nothing after its last sector. The cfb library can be
 * made to loop by a directory whose entries form a cycle: this runs on the inspection worker,
 * whose time and memory are bounded.
 */
export function checkDoc(file: OpenFile, path: string): void {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(readFileSync(path), { type: 'buffer' });
  } catch (error) {
    throw new Refusal('not a well-formed compound file', { cause: error });
  }
  const end = accountedEnd(new FileWindow(file), container);
  if (file.size > end) {
    throw new Refusal(`${file.size - end} bytes after the compound file's last used sector`);
  }
  if (CFB.find(container, '/WordDocument')?.type !== streamEntry) {
    throw new Refusal('a compound file without a WordDocument stream');
  }
  for (const [index, fullPath] of container.FullPaths.entries()) {
    if (container.FileIndex[index]?.type !== streamEntry) continue;
    const segments = fullPath.toUpperCase().split('/').filter(Boolean).slice(1);
    const streamName = segments.at(-1) ?? '';
    const active =
      activeStreams.get(streamName) ??
      segments
        .slice(0, -1)
        .map((segment) => activeStorages.get(segment))
        .find(Boolean);
    if (active) throw new Refusal(`a .doc with ${active} (${fullPath})`);
  }
}

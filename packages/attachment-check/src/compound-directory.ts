import { Refusal } from './refusal.js';

const free = 0xffffffff;
/** FAT values from here up end a chain or mark special sectors ([MS-CFB] 2.3). */
const lastRegular = 0xfffffffa;

/**
 * Throws a Refusal when a compound file's directory ([MS-CFB] 2.6) is not a tree: an entry
 * reached twice through its left, right and child links, or a link past the last entry, or
 * a directory chain that loops. The cfb library follows those links without looking back
 * and loops for ever on such a file (a 3 KB .doc made it grow past 2.5 GB), so they are
 * looked at first, in one pass over the directory. Anything else (an odd header, a chain
 * that leaves the file) is for the library to judge: damage it reads past stays readable.
 */
export function checkCompoundDirectory(bytes: Buffer): void {
  if (bytes.length < 512) return;
  const shift = bytes.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return;
  const sectorSize = 2 ** shift;
  const sectors = Math.floor((bytes.length - sectorSize) / sectorSize) + 1;
  const at = (sector: number) => (sector + 1) * sectorSize;
  // The FAT's own sectors: 109 in the header, the rest in the DIFAT chain.
  const fat: number[] = [];
  for (let index = 0; index < 109; index += 1) fat.push(bytes.readUInt32LE(0x4c + 4 * index));
  const seenDifat = new Set<number>();
  for (let difat = bytes.readUInt32LE(0x44); difat < lastRegular && difat < sectors;) {
    if (seenDifat.has(difat)) throw new Refusal('a compound file whose FAT list loops');
    seenDifat.add(difat);
    const start = at(difat);
    if (start + sectorSize > bytes.length) break;
    for (let index = 0; index < sectorSize / 4 - 1; index += 1)
      fat.push(bytes.readUInt32LE(start + 4 * index));
    difat = bytes.readUInt32LE(start + sectorSize - 4);
  }
  const perFat = sectorSize / 4;
  const next = (sector: number): number => {
    const fatSector = fat[Math.floor(sector / perFat)];
    if (fatSector === undefined || fatSector >= sectors) return free;
    const offset = at(fatSector) + 4 * (sector % perFat);
    return offset + 4 <= bytes.length ? bytes.readUInt32LE(offset) : free;
  };
  // The directory's sectors, in chain order.
  const chain: number[] = [];
  const seen = new Set<number>();
  for (
    let sector = bytes.readUInt32LE(0x30);
    sector < lastRegular && sector < sectors;
    sector = next(sector)
  ) {
    if (seen.has(sector)) throw new Refusal('a compound file whose directory chain loops');
    seen.add(sector);
    chain.push(sector);
  }
  const perSector = sectorSize / 128;
  const count = chain.length * perSector;
  const entry = (id: number) => at(chain[Math.floor(id / perSector)] ?? 0) + 128 * (id % perSector);
  const visited = new Set<number>();
  const pending = [0];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (id >= count) throw new Refusal('a compound file directory link past its last entry');
    if (visited.has(id)) throw new Refusal('a compound file whose directory loops');
    visited.add(id);
    const offset = entry(id);
    if (offset + 128 > bytes.length) continue;
    for (const link of [0x44, 0x48, 0x4c]) {
      const target = bytes.readUInt32LE(offset + link);
      if (target !== free) pending.push(target);
    }
  }
}

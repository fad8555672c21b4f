import { readFileSync } from 'node:fs';
import CFB from 'cfb';
import { FileWindow, Refusal, type OpenFile } from './file-bytes.js';

/** Entry type of a stream (as opposed to a storage) in a compound file. */
const streamEntry = 2;
/** A FAT entry for a sector nothing uses. */
const freeSector = 0xffffffff;

/**
 * Storages whose streams are active content: Word's macro project (Macros, and the
 * _VBA_PROJECT_CUR/VBA layout of other Office files) and embedded OLE objects (ObjectPool;
 * an empty ObjectPool is what Word writes when there are none, and is fine).
 */
const activeStorages = new Map([
  ['macros', 'a VBA macro project'],
  ['_vba_project_cur', 'a VBA macro project'],
  ['vba', 'a VBA macro project'],
  ['objectpool', 'an embedded OLE object'],
]);
/** Streams that are active content wherever they are. */
const activeStreams = new Map([
  ['_vba_project', 'a VBA macro project'],
  ['\u0001ole10native', 'an embedded file (OLE package)'],
]);

/**
 * The file offset where the compound file's last used sector ends ([MS-CFB] 2.2–2.3: the
 * header's FAT sector list, continued in the DIFAT chain; sector n starts at (n + 1) × the
 * sector size). Bytes beyond it belong to no stream: something appended.
 */
function usedEnd(window: FileWindow): number {
  const header = window.exactly(0, 512, 'the compound file header');
  const sectorSize = 2 ** header.readUInt16LE(0x1e);
  const fatCount = header.readUInt32LE(0x2c);
  const sectorsInFile = Math.floor(window.size / sectorSize);
  if (fatCount > sectorsInFile)
    throw new Refusal('a compound file with more FAT sectors than sectors');
  const fatSectors: number[] = [];
  for (let index = 0; index < 109 && fatSectors.length < fatCount; index += 1) {
    fatSectors.push(header.readUInt32LE(0x4c + 4 * index));
  }
  let difat = header.readUInt32LE(0x44);
  const perDifat = sectorSize / 4 - 1;
  for (let hops = 0; fatSectors.length < fatCount; hops += 1) {
    if (hops >= sectorsInFile || difat >= sectorsInFile) {
      throw new Refusal('a compound file whose FAT list cannot be followed');
    }
    const offset = (difat + 1) * sectorSize;
    for (let index = 0; index < perDifat && fatSectors.length < fatCount; index += 1) {
      fatSectors.push(window.exactly(offset + 4 * index, 4, 'the DIFAT').readUInt32LE(0));
    }
    difat = window.exactly(offset + 4 * perDifat, 4, 'the DIFAT').readUInt32LE(0);
  }
  let lastUsed = -1;
  for (const [nth, sector] of fatSectors.entries()) {
    if (sector >= sectorsInFile) throw new Refusal('a compound file FAT sector outside the file');
    const entries = window.exactly((sector + 1) * sectorSize, sectorSize, 'a FAT sector');
    for (let index = sectorSize / 4 - 1; index >= 0; index -= 1) {
      if (entries.readUInt32LE(4 * index) !== freeSector) {
        lastUsed = Math.max(lastUsed, nth * (sectorSize / 4) + index);
        break;
      }
    }
  }
  return (lastUsed + 2) * sectorSize;
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
  const window = new FileWindow(file);
  const end = usedEnd(window);
  if (file.size > end)
    throw new Refusal(`${file.size - end} bytes after the compound file's last sector`);
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(readFileSync(path), { type: 'buffer' });
  } catch (error) {
    throw new Refusal('not a well-formed compound file', { cause: error });
  }
  if (CFB.find(container, '/WordDocument')?.type !== streamEntry) {
    throw new Refusal('a compound file without a WordDocument stream');
  }
  for (const [index, fullPath] of container.FullPaths.entries()) {
    if (container.FileIndex[index]?.type !== streamEntry) continue;
    const segments = fullPath.toLowerCase().split('/').filter(Boolean).slice(1);
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

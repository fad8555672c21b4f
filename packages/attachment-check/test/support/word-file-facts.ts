import CFB from 'cfb';
import yauzl from 'yauzl';
import { compObjNames } from '../../src/doc-check.js';

/** What a Word 97–2003 file says of the program that wrote it and of what it holds. */
export interface WordFileFacts {
  /** SummaryInformation's PIDSI_APPNAME ([MS-OLEPS] 2.25.1): "Microsoft Office Word", … */
  appName: string | undefined;
  /** DocumentSummaryInformation's PIDDSI_VERSION, major part: 12 is Word 2007, 16 Word 2016+. */
  version: number | undefined;
  /** The FIB's nFib, and nFibNew where the FIB has one ([MS-DOC] 2.5.2, 2.5.15). */
  nFib: number | undefined;
  nFibNew: number | undefined;
  /** A stream holds Word 2007's theme package (theme/theme/themeManager.xml in a ZIP). */
  themePackage: boolean;
  /** Each embedded object's ProgID or user type (CompObj), else its class ID. */
  objectClasses: string[];
}

const streamEntry = 2;
const storageEntry = 1;

function streamBytes(entry: CFB.CFB$Entry | null): Buffer | undefined {
  const content: unknown = entry?.type === streamEntry ? entry.content : undefined;
  if (content instanceof Uint8Array || Array.isArray(content)) return Buffer.from(content);
  return undefined;
}

/** Property `id` of a property set stream's first section: a string (VT_LPSTR) or a 4-byte integer. */
function property(stream: Buffer | undefined, id: number): string | number | undefined {
  if (!stream || stream.length < 48) return undefined;
  const section = stream.readUInt32LE(44);
  if (section + 8 > stream.length) return undefined;
  const count = stream.readUInt32LE(section + 4);
  for (let index = 0; index < count && section + 16 + 8 * index <= stream.length; index += 1) {
    const at = section + 8 + 8 * index;
    if (stream.readUInt32LE(at) !== id) continue;
    const value = section + stream.readUInt32LE(at + 4);
    if (value + 8 > stream.length) return undefined;
    const type = stream.readUInt32LE(value);
    if (type === 0x1e) {
      const length = stream.readUInt32LE(value + 4);
      return stream.toString('latin1', value + 8, value + 8 + length).replace(/\0+$/, '');
    }
    return type === 3 ? stream.readInt32LE(value + 4) : undefined;
  }
  return undefined;
}

/** Reads the facts from a .doc's bytes (cfb); undefined where the file does not say. */
export function wordFileFacts(bytes: Buffer): WordFileFacts {
  const container = CFB.read(bytes, { type: 'buffer' });
  const summary = streamBytes(CFB.find(container, '/\u0005SummaryInformation'));
  const documentSummary = streamBytes(CFB.find(container, '/\u0005DocumentSummaryInformation'));
  const appName = property(summary, 0x12);
  const version = property(documentSummary, 0x17);
  const word = streamBytes(CFB.find(container, '/WordDocument'));
  let nFibNew: number | undefined;
  if (word && word.length > 0x200 && word.readUInt16LE(0) === 0xa5ec) {
    const cslwAt = 34 + 2 * word.readUInt16LE(32);
    const fcLcbAt = cslwAt + 2 + 4 * word.readUInt16LE(cslwAt);
    const newAt = fcLcbAt + 2 + 8 * word.readUInt16LE(fcLcbAt);
    if (newAt + 4 <= word.length && word.readUInt16LE(newAt) > 0)
      nFibNew = word.readUInt16LE(newAt + 2);
  }
  const theme = Buffer.from('theme/theme/themeManager.xml');
  const objectClasses: string[] = [];
  let themePackage = false;
  for (const [index, fullPath] of container.FullPaths.entries()) {
    const entry = container.FileIndex[index];
    if (!entry) continue;
    if (entry.type === streamEntry) themePackage ||= streamBytes(entry)?.includes(theme) ?? false;
    if (entry.type === storageEntry && /ObjectPool\/[^/]+\/$/.test(fullPath)) {
      const compObj = streamBytes(CFB.find(container, `${fullPath}\u0001CompObj`));
      objectClasses.push((compObj && compObjNames(compObj)[0]) ?? entry.clsid);
    }
  }
  return {
    appName: typeof appName === 'string' ? appName : undefined,
    version: typeof version === 'number' ? version >>> 16 : undefined,
    nFib: word && word.length >= 4 ? word.readUInt16LE(2) : undefined,
    nFibNew,
    themePackage,
    objectClasses,
  };
}

/**
 * What a .docx's docProps/app.xml says of the program that wrote it (ECMA-376 Part 1,
 * 22.2.2.2 Application, 22.2.2.3 AppVersion, major part); undefined for a file that is no
 * ZIP (a password-protected .docx) or has none.
 */
export async function officeApplication(
  bytes: Buffer,
): Promise<{ application: string; version: number | undefined } | undefined> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  } catch {
    return undefined;
  }
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== 'docProps/app.xml') continue;
      const parts: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) {
        if (Buffer.isBuffer(chunk)) parts.push(chunk);
      }
      const xml = Buffer.concat(parts).toString('utf8');
      const application = /<Application>([^<]*)<\/Application>/.exec(xml)?.[1]?.trim();
      const version = /<AppVersion>(\d+)\./.exec(xml)?.[1];
      return application
        ? { application, version: version === undefined ? undefined : Number(version) }
        : undefined;
    }
    return undefined;
  } finally {
    zip.close();
  }
}

import { readFile } from 'node:fs/promises';
import CFB from 'cfb';

/** Entry type of a stream (as opposed to a storage) in a compound file. */
const streamEntry = 2;

/**
 * True when the file is a compound file (OLE2/CFB) holding a Word document: the
 * `WordDocument` stream at its root. The CFB signature alone says nothing; any Office file,
 * an .msi installer or eight header bytes in front of an executable share it.
 */
export async function isWordDocument(file: string): Promise<boolean> {
  try {
    const container = CFB.read(await readFile(file), { type: 'buffer' });
    return CFB.find(container, '/WordDocument')?.type === streamEntry;
  } catch {
    // Not a well-formed compound file.
    return false;
  }
}

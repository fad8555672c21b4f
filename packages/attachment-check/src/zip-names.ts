import yauzl from 'yauzl';
import { Refusal } from './refusal.js';

/** Info-ZIP's Unicode Path extra field (APPNOTE 4.6.9): another name for the entry. */
const unicodePath = 0x7075;

/** The names the Unicode Path fields among `fields` give (version 1, whatever their CRC). */
function unicodeNames(fields: readonly yauzl.ExtraField[]): string[] {
  return fields
    .filter((field) => field.id === unicodePath && field.data.length >= 5 && field.data[0] === 1)
    .map((field) => field.data.subarray(5).toString('utf8').replace(/\\/g, '/'));
}

/**
 * Throws a Refusal unless every name the entry has is the same: the central directory's, the
 * local header's, and any Unicode Path extra field's in either. Readers take different ones:
 * yauzl, unzip and 7-Zip the Unicode Path, LibreOffice and Python's zipfile the stored name,
 * some tools the local header's; a part one reader takes for a picture, another reads as a
 * header with fields in it. No Office program writes an entry with two names.
 */
export async function checkEntryNames(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  label: string,
): Promise<void> {
  const stored = yauzl.getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    entry.fileNameRaw,
    [],
    false,
  );
  let local: { name: string; fields: yauzl.ExtraField[] };
  try {
    const header = await zip.readLocalFileHeaderPromise(entry);
    local = {
      name: yauzl.getFileNameLowLevel(header.generalPurposeBitFlag, header.fileName, [], false),
      fields: yauzl.parseExtraFields(header.extraField),
    };
  } catch (error) {
    throw new Refusal(`a ${label} part whose local header does not read (${stored})`, {
      cause: error,
    });
  }
  const names = [local.name, ...unicodeNames(entry.extraFields), ...unicodeNames(local.fields)];
  const other = names.find((name) => name !== stored);
  if (other !== undefined) {
    throw new Refusal(`a ${label} whose entry ${stored} is also named ${other}`);
  }
}

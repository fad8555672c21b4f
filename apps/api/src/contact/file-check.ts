import { open } from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import type { AttachmentMime } from '@verdalia/shared';
import { isWordDocument } from './word-document.js';

/** What file-type may report for each allowed declared type (.doc is an OLE/CFB container). */
const acceptedDetections: Record<AttachmentMime, readonly string[]> = {
  'application/pdf': ['application/pdf'],
  'application/msword': ['application/x-cfb', 'application/msword'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  'image/png': ['image/png'],
  'image/jpeg': ['image/jpeg'],
};

/** How many leading bytes the early check looks at (file-type's usual sample size). */
export const headBytes = 4100;

/**
 * Early verdict from the first bytes, while the upload is still arriving: false only when
 * they are clearly something else (an executable as .pdf), so the rest is not written to
 * disk. A ZIP head may still turn out to be a .docx; the full check decides that.
 */
export async function headContradicts(head: Buffer, declared: AttachmentMime): Promise<boolean> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return false;
  if (acceptedDetections[declared].includes(detected.mime)) return false;
  const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return !(declared === docx && detected.mime === 'application/zip');
}

const tailBytes = 64 * 1024 + 22;
const zipEndOfDirectory = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

async function readTail(file: string, size: number): Promise<Buffer> {
  const length = Math.min(size, tailBytes);
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    return buffer;
  } finally {
    await handle.close();
  }
}

/**
 * True when the file's bytes are what its extension claims. Beyond the magic number,
 * a file that is not itself a ZIP (.docx) must not end in a ZIP directory, and a PDF must
 * end with its %%EOF trailer: that rejects the usual polyglots (a PDF or image with an
 * archive appended). A .doc must be a compound file with a Word document inside.
 */
export async function contentMatches(
  file: string,
  size: number,
  declared: AttachmentMime,
): Promise<boolean> {
  const detected = await fileTypeFromFile(file);
  if (!detected || !acceptedDetections[declared].includes(detected.mime)) return false;
  if (declared === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') {
    return true;
  }
  const tail = await readTail(file, size);
  if (tail.includes(zipEndOfDirectory)) return false;
  if (declared === 'application/pdf') {
    return tail.subarray(-1024).includes('%%EOF');
  }
  if (declared === 'application/msword') return isWordDocument(file);
  return true;
}

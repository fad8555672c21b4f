import { fileTypeFromBuffer } from 'file-type';
import { attachmentMimes, type AttachmentMime } from '@verdalia/shared';

/**
 * What file-type may report for each allowed declared type: a .doc is a compound file, a
 * .png may be animated (APNG is a PNG to every viewer). A file must be the type its name
 * claims, a JPEG named .png included: the name decides which program opens it.
 */
export const acceptedDetections: Record<AttachmentMime, readonly string[]> = {
  [attachmentMimes.pdf]: [attachmentMimes.pdf],
  [attachmentMimes.doc]: ['application/x-cfb', attachmentMimes.doc],
  // A password-protected .docx is a compound file holding the encrypted package.
  [attachmentMimes.docx]: [attachmentMimes.docx, 'application/x-cfb'],
  [attachmentMimes.png]: [attachmentMimes.png, 'image/apng'],
  [attachmentMimes.jpeg]: [attachmentMimes.jpeg],
};

/** How many leading bytes the early check looks at (file-type's usual sample size). */
export const headBytes = 4100;

/**
 * Early verdict from the first bytes, while the upload is still arriving: true only when
 * they are clearly something else (an executable as .pdf), so the rest is not written to
 * disk. A ZIP head may still turn out to be a .docx. The whole file is checked later, after
 * the captcha, on the inspection worker (content-check.ts).
 */
export async function headContradicts(head: Buffer, declared: AttachmentMime): Promise<boolean> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return false;
  if (acceptedDetections[declared].includes(detected.mime)) return false;
  return !(declared === attachmentMimes.docx && detected.mime === 'application/zip');
}

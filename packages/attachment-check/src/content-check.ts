import { closeSync, fstatSync, openSync } from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import { attachmentMimes, type AttachmentMime } from '@verdalia/shared';
import { carriedContent } from './carried-content.js';
import { checkDoc, checkEmbeddedCompound, checkEncryptedPackage } from './doc-check.js';
import { checkDocx } from './docx-check.js';
import { Refusal } from './refusal.js';
import { checkPdf } from './pdf-check.js';
import { checkPicture } from './picture-check.js';
import { pictureEnd } from './picture-end.js';
import { acceptedDetections } from './type-by-bytes.js';

/** The outcome of a deep check: accepted, or refused with a reason for the log. */
export type Verdict = { ok: true } | { ok: false; reason: string };

/**
 * The whole file against what its extension claims: its type by its bytes (file-type),
 * nothing carried inside it (an executable, an archive; in a picture, a web page), then its
 * own format's rules (pdf-check, doc-check, docx-check, picture-check: a picture's metadata
 * holds no page's markup; what a viewer shows of it is pixels, however its maker padded or
 * trailed it). Runs on the
 * inspection worker: some of it is synchronous, and a hostile file may make a library loop.
 * `signal` stops a check under way (qpdf, and the reading of a .docx's parts, between chunks):
 * it then rejects with the signal's reason, which is no verdict on the file.
 */
export async function checkContent(
  path: string,
  declared: AttachmentMime,
  signal?: AbortSignal,
): Promise<Verdict> {
  try {
    const detected = await fileTypeFromFile(path);
    if (!detected || !acceptedDetections[declared].includes(detected.mime)) {
      return {
        ok: false,
        reason: `bytes of ${detected?.mime ?? 'no known type'}, not ${declared}`,
      };
    }
    const fd = openSync(path, 'r');
    try {
      const file = { fd, size: fstatSync(fd).size };
      // A password-protected .docx is a compound file: no ZIP is expected in it.
      const encrypted = declared === attachmentMimes.docx && detected.mime === 'application/x-cfb';
      const packageDirectories: Buffer[] = [];
      const picture = declared === attachmentMimes.png || declared === attachmentMimes.jpeg;
      const carried = carriedContent(file, {
        isZip: declared === attachmentMimes.docx && !encrypted,
        officePackages: declared === attachmentMimes.doc,
        packageDirectories,
        markup: picture,
        contentEnd: picture ? pictureEnd(file, declared) : file.size,
      });
      if (carried) return { ok: false, reason: `a ${declared} carrying ${carried}` };
      if (declared === attachmentMimes.png || declared === attachmentMimes.jpeg)
        checkPicture(file, declared);
      else if (declared === attachmentMimes.pdf) await checkPdf(path, file.size, signal);
      else if (declared === attachmentMimes.doc) await checkDoc(path, packageDirectories);
      else if (encrypted) await checkEncryptedPackage(path);
      else await checkDocx(path, checkEmbeddedCompound, signal);
    } finally {
      closeSync(fd);
    }
    return { ok: true };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message };
    throw error;
  }
}

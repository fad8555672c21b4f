import { closeSync, fstatSync, openSync } from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import type { AttachmentMime } from '@verdalia/shared';
import { acceptedDetections } from '../contact/file-check.js';
import { carriedContent } from './carried-content.js';
import { checkDoc } from './doc-check.js';
import { checkDocx } from './docx-check.js';
import { Refusal } from './file-bytes.js';
import { checkJpeg } from './jpeg-check.js';
import { checkPdf } from './pdf-check.js';
import { checkPng } from './png-check.js';

/** The outcome of a deep check: accepted, or refused with a reason for the log. */
export type Verdict = { ok: true } | { ok: false; reason: string };

const docxMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The whole file against what its extension claims: its type by its bytes (file-type),
 * nothing carried inside it (another archive, an executable), then its own format's rules
 * (pdf-check, doc-check, docx-check, png-check, jpeg-check). Runs on the inspection worker:
 * some of it is synchronous, and a hostile file may make a library loop.
 */
export async function checkFile(path: string, declared: AttachmentMime): Promise<Verdict> {
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
      const carried = carriedContent(file, { isZip: declared === docxMime });
      if (carried) return { ok: false, reason: `a ${declared} carrying ${carried}` };
      switch (declared) {
        case 'application/pdf':
          checkPdf(file);
          break;
        case 'application/msword':
          checkDoc(file, path);
          break;
        case docxMime:
          await checkDocx(path);
          break;
        case 'image/png':
          checkPng(file);
          break;
        case 'image/jpeg':
          checkJpeg(file);
          break;
      }
    } finally {
      closeSync(fd);
    }
    return { ok: true };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message };
    throw error;
  }
}

import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { rm } from 'node:fs/promises';
import {
  Busboy,
  type BusboyFileStream,
  type BusboyHeaders,
  type BusboyInstance,
} from '@fastify/busboy';
import {
  contactFieldNames,
  contactLimits,
  errorKeys,
  isLanguage,
  mimeForFileName,
  type AttachmentMime,
  type Language,
} from '@verdalia/shared';
import { ApiError } from '../http/api-error.js';
import { bodyMaxBytes, bodyTooLarge } from '../http/body-limit.js';
import { drainBody } from '../http/drain-body.js';
import { OutboxUnavailableError } from '../outbox/outbox-unavailable.js';
import type { NoRoom, Reservation } from '../outbox/storage-budget.js';
import { cleanLine } from './clean-text.js';
import { sanitizeFileName } from './file-name.js';
import { readBody, type BodyRead } from './multipart-body.js';
import { saveUpload } from './save-upload.js';
import {
  attachmentField,
  invalid,
  judgeField,
  multipartLimits,
  skipFile,
} from './submission-parts.js';

export interface Upload {
  path: string;
  fileName: string;
  mime: AttachmentMime;
  size: number;
  /** The room the upload took in the outbox; the stored message keeps it. */
  reservation?: Reservation | undefined;
}

/** A file the visitor sent that the outbox had no room for: read and dropped, the message goes on. */
export interface DroppedFile {
  fileName: string;
  reason: NoRoom;
}

/** A read submission: its text fields, the stored upload if any, and the form's language. */
export interface Submission {
  fields: Record<string, string>;
  upload?: Upload;
  /** The file there was no room for (the message is still taken: docs/api.md). */
  dropped?: DroppedFile;
  language: Language | undefined;
  /** Removes the upload unless the outbox took it; safe to call more than once. */
  discard(): Promise<void>;
}

export interface ReadOptions {
  /** A fresh path for the upload, inside the outbox's tmp folder. */
  uploadPath: () => string;
  /**
   * Takes room in the outbox for an attachment of at most `maxBytes` before its first byte
   * is written, or says why there is none (the file is then read and dropped).
   */
  reserveUpload?: (maxBytes: number) => Promise<Reservation | NoRoom>;
  /** Aborted when the server shuts down: the read stops and answers 503. */
  signal: AbortSignal;
}

/**
 * Removes an upload the outbox did not take, and frees its room (once stored, the message
 * holds both, and both calls do nothing); a failure here must not hide the error reported.
 */
async function discard(upload: Upload | undefined): Promise<void> {
  if (!upload) return;
  await rm(upload.path, { force: true }).catch(() => undefined);
  upload.reservation?.release();
}

/** The disk refused a write (full, quota, I/O error): the request ends at once. */
const diskFailed = (error: unknown) =>
  new ApiError(503, errorKeys.unavailable, 'the upload could not be written', {
    closeConnection: true,
    cause: error,
  });

/** The most an attachment can hold: its limit, or less when the body announces less. */
function uploadBound(contentLength: string | undefined): number {
  const announced = Number(contentLength);
  return Number.isSafeInteger(announced) && announced >= 0
    ? Math.min(announced, contactLimits.attachmentMaxBytes)
    : contactLimits.attachmentMaxBytes;
}

/** The headers as busboy wants them: with a content type (the route screened it already). */
function busboyHeaders(headers: IncomingHttpHeaders): BusboyHeaders {
  const contentType = headers['content-type'];
  if (contentType === undefined) throw new Error('no content type');
  return { ...headers, 'content-type': contentType };
}

/** Busboy for the body, or (a header it refuses) the answer, once the body is drained. */
async function openParser(raw: IncomingMessage): Promise<BusboyInstance> {
  try {
    return Busboy({ headers: busboyHeaders(raw.headers), limits: multipartLimits });
  } catch (error) {
    const outcome = await drainBody(raw, bodyMaxBytes);
    if (outcome === 'overLimit') throw bodyTooLarge();
    throw invalid(error instanceof Error ? error.message : 'bad multipart header');
  }
}

/** The first problem a read finds: the one answered (the rest would only repeat it). */
class FirstProblem {
  error: ApiError | undefined;
  readonly add = (error: ApiError): void => {
    this.error ??= error;
  };
}

/** Where an attachment being saved reports what ends the read, and what is only a problem. */
interface SaveReport {
  /** Ends the read at once with this answer (a disk that refuses a write). */
  stop(error: ApiError): void;
  problem(error: ApiError): void;
  /** No room for the file: it is read and dropped, and the message goes on without it. */
  dropped(reason: NoRoom): void;
}

/**
 * Streams the attachment to a fresh path in the outbox once there is room for it (busboy holds
 * the body back meanwhile). Resolves to the upload, or to undefined after reporting why not:
 * without room for it (its share, the visitor's day, the disk's reserve; or, once its size is
 * known, room to hold it on the server when its mail will be too large to send) the file is
 * read to its end and dropped, and the message goes on without it.
 */
async function saveAttachment(
  file: BusboyFileStream,
  fileName: string,
  mime: AttachmentMime,
  contentLength: string | undefined,
  options: ReadOptions,
  report: SaveReport,
): Promise<Upload | undefined> {
  const target = options.uploadPath();
  let room: Reservation | NoRoom | undefined;
  try {
    room = await options.reserveUpload?.(uploadBound(contentLength));
  } catch (error) {
    // The room could not be asked for (the outbox's folder cannot be read).
    report.stop(diskFailed(error));
    return undefined;
  }
  if (typeof room === 'string') {
    report.dropped(room);
    file.resume();
    return undefined;
  }
  try {
    const size = await saveUpload(file, target, mime);
    const name = sanitizeFileName(cleanLine(fileName));
    if (room?.claimHeld(size) === 'held-full') {
      await rm(target, { force: true }).catch(() => undefined);
      room.release();
      report.dropped('held-full');
      return undefined;
    }
    return { path: target, fileName: name, mime, size, reservation: room };
  } catch (error) {
    if (error instanceof OutboxUnavailableError) {
      room?.writeFailed();
      report.stop(diskFailed(error));
      return undefined;
    }
    room?.release();
    report.problem(
      error instanceof ApiError
        ? error
        : invalid(error instanceof Error ? error.message : 'attachment not read'),
    );
    file.resume();
    return undefined;
  }
}

/**
 * Reads a multipart body as a pipeline: busboy's events, each part judged (text fields kept or
 * refused, submission-parts.ts; the attachment streamed to disk and checked by extension, size
 * and its first bytes, the whole content being checked after the captcha by the route), and
 * one result: the submission, or the first problem. That problem is answered only once the
 * body has been read to its end (at most `bodyMaxBytes`), so that the client reads the answer
 * instead of a reset; a body over the limit, a disk that refuses a write, a shutdown, or a
 * client that goes away end the read at once (multipart-body.ts). A file the outbox has no
 * room for is read and dropped (`dropped`): the message is still taken. On any failure
 * nothing is left on disk.
 */
export async function readSubmission(
  raw: IncomingMessage,
  options: ReadOptions,
): Promise<Submission> {
  const parser = await openParser(raw);
  const fields: Record<string, string> = {};
  const problems = new FirstProblem();
  const saves: Promise<void>[] = [];
  let upload: Upload | undefined;
  let dropped: DroppedFile | undefined;
  let currentFile: BusboyFileStream | undefined;

  parser.on('field', (name, value, nameTruncated, valueTruncated) => {
    const verdict = judgeField(name, value, { name: nameTruncated, value: valueTruncated }, fields);
    if (verdict.kind === 'keep') fields[name] = verdict.value;
    if (verdict.kind === 'problem') problems.add(verdict.error);
  });
  // Typed as a string, but busboy leaves the file name undefined for a nameless octet-stream part.
  parser.on('file', (name, file, rawFileName: string | undefined) => {
    const fileName = rawFileName ?? '';
    const mime = mimeForFileName(fileName);
    if (name !== attachmentField || problems.error || !mime) {
      skipFile(file, name, fileName, problems.add);
      return;
    }
    currentFile = file;
    // Until saveUpload pipes it, a stopped read destroys it with the answer's error.
    file.on('error', () => undefined);
    const report: SaveReport = {
      // busboy emits its first part only once readBody (below) has piped the body into it.
      stop: (error) => body.stop(error),
      problem: problems.add,
      dropped: (reason) => {
        dropped = { fileName: sanitizeFileName(cleanLine(fileName)), reason };
      },
    };
    saves.push(
      saveAttachment(file, fileName, mime, raw.headers['content-length'], options, report).then(
        (saved) => {
          upload = saved ?? upload;
        },
        // Anything else that failed there (the outbox's folder, say) ends the read at once.
        (error: unknown) => body.stop(diskFailed(error)),
      ),
    );
  });
  parser.on('fieldsLimit', () => problems.add(invalid('too many fields')));
  parser.on('partsLimit', () => problems.add(invalid('too many parts')));
  parser.on('filesLimit', () =>
    problems.add(new ApiError(400, errorKeys.tooManyFiles, 'more than one file')),
  );

  const body: BodyRead = readBody(raw, parser, options.signal, problems.add, (error) => {
    currentFile?.destroy(error);
  });
  const stopped = await body.ended;
  await Promise.all(saves);
  const saved = upload;
  const lang = fields[contactFieldNames.language];
  const language = isLanguage(lang) ? lang : undefined;
  const error = stopped ?? problems.error;
  if (error) {
    await discard(saved);
    // Said in the form's language when the body had one (read to its end, or up to the stop).
    throw error.inLanguage(language);
  }
  return {
    fields,
    ...(saved && { upload: saved }),
    ...(dropped && { dropped }),
    language,
    discard: () => discard(saved),
  };
}

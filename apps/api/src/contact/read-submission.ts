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
  type ErrorKey,
  type Language,
} from '@verdalia/shared';
import { ApiError, shuttingDown } from '../http/api-error.js';
import { bodyMaxBytes, bodyTooLarge } from '../http/body-limit.js';
import { drainBody } from '../http/drain-body.js';
import { OutboxUnavailableError } from '../outbox/outbox-unavailable.js';
import type { NoRoom, Reservation } from '../outbox/storage-budget.js';
import { cleanLine, cleanText } from './clean-text.js';
import { sanitizeFileName } from './file-name.js';
import { saveUpload, tooBig } from './save-upload.js';

const { attachment: attachmentField, ...textFieldNames } = contactFieldNames;
const textFields = new Set<string>(Object.values(textFieldNames));

/** Limits handed to busboy: the form has six text fields and one file, nothing more. */
const multipartLimits = {
  fieldNameSize: 64,
  // The longest legitimate field is the message: 5000 characters, up to 4 bytes each.
  fieldSize: 64 * 1024,
  fields: textFields.size + 4,
  files: contactLimits.attachmentMaxCount,
  fileSize: contactLimits.attachmentMaxBytes,
  parts: textFields.size + 4 + contactLimits.attachmentMaxCount,
  headerPairs: 20,
} as const;

export interface Upload {
  path: string;
  fileName: string;
  mime: AttachmentMime;
  size: number;
  /** The room the upload took in the outbox; the stored message keeps it. */
  reservation?: Reservation | undefined;
}

/** A read submission: its text fields, the stored upload if any, and the form's language. */
export interface Submission {
  fields: Record<string, string>;
  upload?: Upload;
  language: Language | undefined;
  /** Removes the upload unless the outbox took it; safe to call more than once. */
  discard(): Promise<void>;
}

const tooLongKeys: Record<string, ErrorKey> = {
  [contactFieldNames.name]: errorKeys.nameTooLong,
  [contactFieldNames.email]: errorKeys.emailTooLong,
  [contactFieldNames.message]: errorKeys.messageTooLong,
};

/**
 * Removes an upload the outbox did not take, and frees its room (once stored, the message
 * holds both, and both calls do nothing); a failure here must not hide the error reported.
 */
async function discard(upload: Upload | undefined): Promise<void> {
  if (!upload) return;
  await rm(upload.path, { force: true }).catch(() => undefined);
  upload.reservation?.release();
}

const invalid = (detail: string) => new ApiError(400, errorKeys.invalidRequest, detail);
const badExtension = () =>
  new ApiError(415, errorKeys.fileType, 'attachment extension not allowed');

/** The headers as busboy wants them: with a content type (the route screened it already). */
function busboyHeaders(headers: IncomingHttpHeaders): BusboyHeaders {
  const contentType = headers['content-type'];
  if (contentType === undefined) throw new Error('no content type');
  return { ...headers, 'content-type': contentType };
}

/** A text field's value as kept: invisible characters removed (see clean-text). */
function cleanField(name: string, value: string): string {
  return name === contactFieldNames.message ? cleanText(value) : cleanLine(value);
}

function uploadFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return invalid(error instanceof Error ? error.message : 'attachment not read');
}

/**
 * No room for a file (storage-budget.ts): said before it is read, at once, so the visitor
 * sends the message without it or later; their words are not lost (docs/api.md).
 */
const noRoomForFile = (reason: NoRoom) =>
  new ApiError(503, errorKeys.attachmentNoRoom, `no room for an attachment: ${reason}`, {
    closeConnection: true,
  });

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

export interface ReadOptions {
  /** A fresh path for the upload, inside the outbox's tmp folder. */
  uploadPath: () => string;
  /**
   * Takes room in the outbox for an attachment of at most `maxBytes` before its first byte
   * is written, or says why there is none (the request is then answered 503 at once).
   */
  reserveUpload?: (maxBytes: number) => Promise<Reservation | NoRoom>;
  /** Aborted when the server shuts down: the read stops and answers 503. */
  signal: AbortSignal;
}

/**
 * Reads a multipart body part by part. Text fields are kept (unknown, repeated or truncated
 * ones are refused); the attachment is streamed to disk and checked by extension, size and
 * its first bytes (its whole content is checked after the captcha, by the route). The first
 * problem is reported, but only once the body has been read to its end (at most
 * `bodyMaxBytes`), so that the client reads the answer instead of a reset. A body over the
 * limit, no room for the file, a disk that refuses a write, a shutdown, or a client that
 * goes away end the read at once. On any failure nothing is left on disk.
 */
export async function readSubmission(
  raw: IncomingMessage,
  options: ReadOptions,
): Promise<Submission> {
  const fields: Record<string, string> = {};
  const language = () => {
    const value = fields[contactFieldNames.language];
    return isLanguage(value) ? value : undefined;
  };
  let upload: Upload | undefined;
  let failure: ApiError | undefined;
  const saves: Promise<void>[] = [];
  let currentFile: BusboyFileStream | undefined;
  // Ends the read at once with an answer (set once the read has begun, below).
  let interrupt: (error: ApiError) => void = (error) => (failure ??= error);

  let parser: BusboyInstance;
  try {
    parser = Busboy({ headers: busboyHeaders(raw.headers), limits: multipartLimits });
  } catch (error) {
    const outcome = await drainBody(raw, bodyMaxBytes);
    if (outcome === 'overLimit') throw bodyTooLarge();
    throw invalid(error instanceof Error ? error.message : 'bad multipart header');
  }

  parser.on('field', (name, value, nameTruncated, valueTruncated) => {
    // An empty file input serialised without a file name arrives as an empty field.
    if (name === attachmentField && value === '') return;
    if (!textFields.has(name) || name in fields || nameTruncated) {
      failure ??= invalid(`bad field ${name.slice(0, 64)}`);
      return;
    }
    if (valueTruncated) {
      failure ??= new ApiError(
        400,
        tooLongKeys[name] ?? errorKeys.invalidRequest,
        `field ${name} too long`,
      );
      return;
    }
    // Bytes that were not UTF-8 arrive as U+FFFD: refuse rather than store mojibake.
    if (value.includes('\uFFFD')) {
      failure ??= invalid(`field ${name} not UTF-8`);
      return;
    }
    fields[name] = cleanField(name, value);
  });

  // Typed as a string, but busboy leaves the file name undefined for a nameless octet-stream part.
  parser.on('file', (name, file, rawFileName: string | undefined) => {
    const fileName = rawFileName ?? '';
    const mime = mimeForFileName(fileName);
    if (name !== attachmentField || failure || !mime) {
      let size = 0;
      file.on('data', (chunk: Buffer) => (size += chunk.length));
      file.on('end', () => {
        // Browsers send an empty, nameless part for an empty file input: no attachment.
        if (name === attachmentField && !failure && size === 0 && fileName === '') return;
        if (name !== attachmentField) failure ??= invalid('unexpected file field');
        else failure ??= file.truncated ? tooBig() : badExtension();
      });
      file.on('error', () => undefined);
      file.resume();
      return;
    }
    const target = options.uploadPath();
    currentFile = file;
    // Until saveUpload pipes it, an interrupted read destroys it with the answer's error.
    file.on('error', () => undefined);
    const save = async () => {
      // The file waits (busboy holds the body back) until there is room for it.
      const room = await options.reserveUpload?.(uploadBound(raw.headers['content-length']));
      if (typeof room === 'string') {
        interrupt(noRoomForFile(room));
        return;
      }
      try {
        const size = await saveUpload(file, target, mime);
        const name = sanitizeFileName(cleanLine(fileName));
        upload = { path: target, fileName: name, mime, size, reservation: room };
      } catch (error) {
        if (error instanceof OutboxUnavailableError) {
          room?.writeFailed();
          interrupt(diskFailed(error));
          return;
        }
        room?.release();
        failure ??= uploadFailure(error);
        file.resume();
      }
    };
    saves.push(
      save().catch((error: unknown) => {
        // The room could not be asked for (the outbox's folder cannot be read).
        interrupt(diskFailed(error));
      }),
    );
  });
  parser.on('fieldsLimit', () => (failure ??= invalid('too many fields')));
  parser.on('partsLimit', () => (failure ??= invalid('too many parts')));
  parser.on(
    'filesLimit',
    () => (failure ??= new ApiError(400, errorKeys.tooManyFiles, 'more than one file')),
  );

  // Ends with undefined once the body is read, or with the error that stopped the read.
  const stopped = await new Promise<ApiError | undefined>((resolve) => {
    let received = 0;
    let done = false;
    const stop = (error: ApiError | undefined) => {
      if (done) return;
      done = true;
      raw.off('data', count).off('close', onClose);
      options.signal.removeEventListener('abort', onAbort);
      if (error) {
        raw.unpipe(parser);
        currentFile?.destroy(error);
      }
      resolve(error);
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > bodyMaxBytes) stop(bodyTooLarge());
    };
    const onClose = () => {
      if (!raw.readableEnded) stop(invalid('client went away'));
    };
    const onAbort = () => stop(shuttingDown());
    parser.on('finish', () => stop(undefined));
    parser.on('error', (error: unknown) => {
      raw.unpipe(parser);
      // An empty body is an empty form (its fields are then missing), not a broken one.
      if (received > 0)
        failure ??= invalid(error instanceof Error ? error.message : 'malformed multipart body');
      currentFile?.destroy();
      void drainBody(raw, bodyMaxBytes, received).then((outcome) =>
        stop(outcome === 'overLimit' ? bodyTooLarge() : undefined),
      );
    });
    if (options.signal.aborted) {
      resolve(shuttingDown());
      return;
    }
    interrupt = stop;
    options.signal.addEventListener('abort', onAbort);
    raw.on('data', count).on('close', onClose);
    raw.pipe(parser);
  });
  await Promise.all(saves);
  const saved = upload;
  const error = stopped ?? failure;
  if (error) {
    await discard(saved);
    // Said in the form's language when its lang field came before the problem.
    throw error.inLanguage(language());
  }
  return {
    fields,
    ...(saved && { upload: saved }),
    language: language(),
    discard: () => discard(saved),
  };
}

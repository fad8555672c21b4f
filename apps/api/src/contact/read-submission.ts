import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  contactLimits,
  errorKeys,
  honeypotField,
  mimeForFileName,
  type AttachmentMime,
  type ErrorKey,
} from '@verdalia/shared';
import { OutboxUnavailableError } from '../outbox-unavailable.js';
import { contentMatches, headBytes, headContradicts } from './file-check.js';
import { sanitizeFileName } from './file-name.js';

export const attachmentField = 'attachment';
const textFields = new Set(['name', 'email', 'message', 'hcaptcha_token', 'lang', honeypotField]);

/** Limits handed to busboy: the form has six text fields and one file, nothing more. */
export const multipartLimits = {
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
}

export class SubmissionError extends Error {
  override name = 'SubmissionError';
  constructor(
    readonly status: number,
    readonly code: ErrorKey,
    detail: string,
  ) {
    super(detail);
  }
}

const tooLongKeys: Record<string, ErrorKey> = {
  name: errorKeys.nameTooLong,
  email: errorKeys.emailTooLong,
  message: errorKeys.messageTooLong,
};

/** Removes a partial upload; a failure here must not hide the error being reported. */
async function discard(file: string): Promise<void> {
  await rm(file, { force: true }).catch(() => undefined);
}

async function drain(part: MultipartFile): Promise<number> {
  let size = 0;
  for await (const chunk of part.file) size += (chunk as Buffer).length;
  return size;
}

/** Streams the file to disk (never all in memory), checking its first bytes on the way. */
async function saveFile(part: MultipartFile, target: string, mime: AttachmentMime) {
  let size = 0;
  let head: Buffer | undefined = Buffer.alloc(0);
  // An object, so TypeScript sees that the stream's callbacks can change it.
  const verdict = { contradicted: false };
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (verdict.contradicted) {
        // Keep reading (the client is still sending) but write nothing more.
        callback();
        return;
      }
      if (!head) {
        callback(null, chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length < headBytes) {
        callback(null, chunk);
        return;
      }
      const sample = head;
      head = undefined;
      headContradicts(sample, mime).then(
        (bad) => {
          verdict.contradicted = bad;
          callback(null, bad ? undefined : chunk);
        },
        () => callback(null, chunk),
      );
    },
  });
  try {
    await pipeline(part.file, meter, createWriteStream(target, { flags: 'wx' }));
  } catch (error) {
    await discard(target);
    if (part.file.truncated) {
      throw new SubmissionError(413, errorKeys.fileSize, 'attachment over the size limit');
    }
    if ((error as NodeJS.ErrnoException).syscall !== undefined) {
      throw new OutboxUnavailableError('could not write the upload', { cause: error });
    }
    throw error;
  }
  if (part.file.truncated) {
    await discard(target);
    throw new SubmissionError(413, errorKeys.fileSize, 'attachment over the size limit');
  }
  if (verdict.contradicted || !(await contentMatches(target, size, mime))) {
    await discard(target);
    throw new SubmissionError(415, errorKeys.fileType, 'attachment bytes do not match its type');
  }
  return { size };
}

function mapParserError(error: unknown): SubmissionError {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') {
    return new SubmissionError(400, errorKeys.tooManyFiles, 'more than one file');
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new SubmissionError(413, errorKeys.fileSize, 'attachment over the size limit');
  }
  const detail = error instanceof Error ? error.message : 'malformed multipart body';
  return new SubmissionError(400, errorKeys.invalidRequest, detail);
}

/**
 * Reads the multipart body part by part. Text fields are kept (unknown, repeated or
 * truncated ones are refused); the attachment is streamed into `uploadPath` and checked by
 * extension, size and content. On any failure the upload is removed before throwing.
 * `onLanguage` sees the `lang` field as soon as it arrives, so errors found later in the
 * body can already be answered in the visitor's language.
 */
export async function readSubmission(
  request: FastifyRequest,
  uploadPath: () => string,
  onLanguage: (value: string) => void,
): Promise<{ fields: Record<string, string>; upload?: Upload }> {
  const fields: Record<string, string> = {};
  let upload: Upload | undefined;
  // The first problem is reported, but the body is read to its end, so the answer is
  // never written while the client is still sending (which would reset the connection).
  let failure: SubmissionError | undefined;
  try {
    for await (const part of request.parts({ limits: multipartLimits })) {
      if (part.type === 'field') {
        const name = part.fieldname;
        // An empty file input serialised without a file name arrives as an empty field.
        if (name === attachmentField && part.value === '') continue;
        if (!textFields.has(name) || name in fields || part.fieldnameTruncated) {
          failure ??= new SubmissionError(400, errorKeys.invalidRequest, `bad field ${name}`);
          continue;
        }
        if (part.valueTruncated) {
          failure ??= new SubmissionError(
            400,
            tooLongKeys[name] ?? errorKeys.invalidRequest,
            `field ${name} too long`,
          );
          continue;
        }
        const value = typeof part.value === 'string' ? part.value : '';
        // Bytes that were not UTF-8 arrive as U+FFFD: refuse rather than store mojibake.
        if (value.includes('\uFFFD')) {
          failure ??= new SubmissionError(400, errorKeys.invalidRequest, `field ${name} not UTF-8`);
          continue;
        }
        fields[name] = value;
        if (name === 'lang') onLanguage(value);
        continue;
      }
      if (part.fieldname !== attachmentField) {
        await drain(part);
        failure ??= new SubmissionError(400, errorKeys.invalidRequest, 'unexpected file field');
        continue;
      }
      // Typed as a string, but busboy leaves it undefined for a nameless octet-stream part.
      const fileName = (part.filename as string | undefined) ?? '';
      const mime = mimeForFileName(fileName);
      if (failure || !mime) {
        const size = await drain(part);
        // Browsers send an empty, nameless part for an empty file input: no attachment.
        if (!failure && size === 0 && fileName === '') continue;
        failure ??= part.file.truncated
          ? new SubmissionError(413, errorKeys.fileSize, 'attachment over the size limit')
          : new SubmissionError(415, errorKeys.fileType, 'attachment extension not allowed');
        continue;
      }
      const target = uploadPath();
      try {
        const saved = await saveFile(part, target, mime);
        upload = { path: target, fileName: sanitizeFileName(fileName), mime, ...saved };
      } catch (error) {
        if (part.file.readable) await drain(part).catch(() => 0);
        if (error instanceof OutboxUnavailableError) throw error;
        failure ??= error instanceof SubmissionError ? error : mapParserError(error);
      }
    }
  } catch (error) {
    if (upload) await discard(upload.path);
    if (error instanceof OutboxUnavailableError) throw error;
    throw failure ?? mapParserError(error);
  }
  if (failure) {
    if (upload) await discard(upload.path);
    throw failure;
  }
  return upload ? { fields, upload } : { fields };
}

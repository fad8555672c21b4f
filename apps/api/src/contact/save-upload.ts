import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BusboyFileStream } from '@fastify/busboy';
import { errorKeys, type AttachmentMime } from '@verdalia/shared';
import { ApiError } from '../http/api-error.js';
import { OutboxUnavailableError } from '../outbox/outbox-unavailable.js';
import { headBytes, headContradicts } from '@verdalia/attachment-check/head';

/** The answer to an attachment over the size limit, wherever the limit is found crossed. */
export const tooBig = () => new ApiError(413, errorKeys.fileSize, 'attachment over the size limit');

/** True for an error from the file system (it names the system call), not from the stream. */
function isSystemError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'syscall' in error;
}

/**
 * Streams an uploaded file to `target` (never all in memory), counting its bytes and
 * checking its first ones on the way: only the cheap checks, before the captcha is verified.
 * The whole content is checked later (attachments/content-check.ts). Returns its size; on any
 * failure the file is removed and an ApiError (or OutboxUnavailableError for a disk problem)
 * is thrown.
 */
export async function saveUpload(
  file: BusboyFileStream,
  target: string,
  mime: AttachmentMime,
): Promise<number> {
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
  const remove = () => rm(target, { force: true }).catch(() => undefined);
  try {
    await pipeline(file, meter, createWriteStream(target, { flags: 'wx' }));
  } catch (error) {
    await remove();
    if (file.truncated) throw tooBig();
    if (isSystemError(error)) {
      throw new OutboxUnavailableError('could not write the upload', { cause: error });
    }
    throw error;
  }
  if (file.truncated) {
    await remove();
    throw tooBig();
  }
  if (verdict.contradicted) {
    await remove();
    throw new ApiError(415, errorKeys.fileType, 'attachment bytes do not match its type');
  }
  return size;
}

import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BusboyFileStream } from '@fastify/busboy';
import { errorKeys, type AttachmentMime } from '@verdalia/shared';
import { ApiError } from '../http/api-error.js';
import { OutboxUnavailableError } from '../outbox-unavailable.js';
import { contentMatches, headBytes, headContradicts } from './file-check.js';

const tooBig = () => new ApiError(413, errorKeys.fileSize, 'attachment over the size limit');

/**
 * Streams an uploaded file to `target` (never all in memory), checking its first bytes on
 * the way and its whole content at the end. Returns its size; on any failure the file is
 * removed and an ApiError (or OutboxUnavailableError for a disk problem) is thrown.
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
    if ((error as NodeJS.ErrnoException).syscall !== undefined) {
      throw new OutboxUnavailableError('could not write the upload', { cause: error });
    }
    throw error;
  }
  if (file.truncated) {
    await remove();
    throw tooBig();
  }
  if (verdict.contradicted || !(await contentMatches(target, size, mime))) {
    await remove();
    throw new ApiError(415, errorKeys.fileType, 'attachment bytes do not match its type');
  }
  return size;
}

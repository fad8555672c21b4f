import { errorKeys, type ContactFields } from '@verdalia/shared';
import { ApiError } from '../http/api-error.js';
import { OutboxUnavailableError } from '../outbox/outbox-unavailable.js';
import type { NewMessage, Outbox } from '../outbox/durable-outbox.js';
import type { StoredInquiry } from '../outbox/stored-message.js';
import type { DroppedFile, Upload } from './read-submission.js';

/**
 * Puts the submission in the outbox (the upload moves in with it, and the room it took),
 * with the visitor's acknowledgement when the outbox gives one; a file that was dropped for
 * lack of room is named, so that the staff can ask for it. No room, or a storage failure, is
 * answered 503 in the visitor's language: nothing was accepted, the visitor may retry.
 */
export async function storeSubmission(
  outbox: Outbox,
  data: ContactFields,
  file: { upload?: Upload | undefined; dropped?: DroppedFile | undefined },
  remoteIp: string,
): Promise<StoredInquiry> {
  const { upload, dropped } = file;
  const message: NewMessage = {
    lang: data.lang,
    kind: data.kind,
    name: data.name,
    email: data.email,
    message: data.message,
    remoteIp,
    ...(upload && {
      attachment: { fileName: upload.fileName, mime: upload.mime, size: upload.size },
    }),
    ...(dropped && { attachmentNotKept: { fileName: dropped.fileName } }),
  };
  try {
    return await outbox.store(message, upload?.path, upload?.reservation);
  } catch (error) {
    if (!(error instanceof OutboxUnavailableError)) throw error;
    throw new ApiError(503, errorKeys.unavailable, error.message, {
      language: data.lang,
      cause: error,
    });
  }
}

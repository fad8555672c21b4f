import { contactLimits, errorKeys } from '@verdalia/shared';
import { ApiError } from './api-error.js';

/**
 * The largest request body read: the biggest attachment plus room for the text fields and
 * the multipart framing. Larger bodies are refused from Content-Length, or as the bytes
 * arrive when the length is not announced.
 */
export const bodyMaxBytes = contactLimits.attachmentMaxBytes + 1024 * 1024;

/** True when the request announces a body longer than the limit. */
export function announcesTooMuch(contentLength: string | undefined): boolean {
  return contentLength !== undefined && Number(contentLength) > bodyMaxBytes;
}

/** The answer to a body over the limit: the rest is not read, the connection is closed. */
export function bodyTooLarge(): ApiError {
  return new ApiError(413, errorKeys.fileSize, 'request body over the limit', {
    closeConnection: true,
  });
}

import { contactLimits, errorKeys } from '@verdalia/shared';
import { ApiError } from './api-error.js';
import type { LingerBounds } from './lingering-close.js';

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

/**
 * What a connection answered before the end of its body still reads before it closes
 * (lingering-close.ts): two more bodies' worth, so that a client that reads the answer only
 * once it has sent everything (as simple clients do) gets it for any body up to twice the
 * limit (three times when it did not announce its length); for at most nginx's 30 s, 5 s
 * without a byte, and 1 s once the server shuts down.
 */
export const lingerBounds: LingerBounds = {
  maxBytes: 2 * bodyMaxBytes,
  maxMs: 30_000,
  idleMs: 5_000,
  closingMs: 1_000,
};

/**
 * The answer to a body over the limit: the rest is not read for the route, and the
 * connection is closed after the answer (what the client still sends is drained, within
 * lingerBounds, so that it reads the answer).
 */
export function bodyTooLarge(): ApiError {
  return new ApiError(413, errorKeys.fileSize, 'request body over the limit', {
    closeConnection: true,
  });
}

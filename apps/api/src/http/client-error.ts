import http, { type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { errorBody } from './answer.js';

/** The status for an error Node's HTTP parser or its timers raise before any route runs. */
function statusOf(error: NodeJS.ErrnoException): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/**
 * Answers what Node rejects before a request exists (oversized headers, a malformed request
 * line, Content-Length with Transfer-Encoding, a client too slow to send its request) with
 * the documented JSON, in the default language: nothing of the request can be trusted.
 */
export function answerClientError(
  log: FastifyBaseLogger,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusOf(error);
  log.info({ err: { message: error.message, code: error.code }, status }, 'client error');
  // Only when no answer has started on this connection, or the bytes would mix with it
  // (Node's own rule: a request being read has a response object, its headers unsent).
  const response = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    const body = JSON.stringify(errorBody(status));
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

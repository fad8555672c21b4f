import http, { type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { errorBody } from './answer.js';

/** The status for an error Node's HTTP parser or its timers raise before any route runs. */
function statusOf(error: NodeJS.ErrnoException): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/** The response under way on each connection: Node hands 'clientError' the socket alone. */
const responses = new WeakMap<Duplex, ServerResponse>();

/** Keeps `responses` up to date for a server's connections. */
export function trackResponses(server: Server): void {
  server.on('request', (request, response) => {
    const { socket } = request;
    responses.set(socket, response);
    response.once('close', () => {
      if (responses.get(socket) === response) responses.delete(socket);
    });
  });
}

/**
 * Answers what Node rejects before a request exists (oversized headers, a malformed request
 * line, Content-Length with Transfer-Encoding, a client too slow to send its request) with
 * the documented JSON, in the default language: nothing of the request can be trusted.
 */
export function answerClientError(
  log: FastifyBaseLogger,
  error: NodeJS.ErrnoException,
  socket: Duplex,
): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusOf(error);
  log.info({ err: { message: error.message, code: error.code }, status }, 'client error');
  // Only when no answer has started on this connection, or the bytes would mix with it
  // (Node's own rule: a request being read has a response object, its headers unsent).
  if (socket.writable && !responses.get(socket)?.headersSent) {
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

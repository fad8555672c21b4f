import type { IncomingMessage } from 'node:http';
import type { BusboyInstance } from '@fastify/busboy';
import { shuttingDown, type ApiError } from '../http/api-error.js';
import { bodyMaxBytes, bodyTooLarge } from '../http/body-limit.js';
import { drainBody } from '../http/drain-body.js';
import { invalid } from './submission-parts.js';

/** The body being read into busboy, and the way to stop it early. */
export interface BodyRead {
  /** Undefined once the body is read to its end, or the error that stopped the read. */
  ended: Promise<ApiError | undefined>;
  /** Stops the read at once with an answer: the file being written is destroyed with it. */
  stop(error: ApiError): void;
}

/**
 * Pipes a request body into busboy, and stops at once when it passes `bodyMaxBytes` (413),
 * the client goes away, or the server shuts down (503). A body busboy cannot parse is a
 * problem reported to `fail` (an empty one is an empty form: its fields are then missing), and
 * is drained to its end, so the client reads the answer instead of a reset. `onStop` destroys
 * what is being written when the read stops early (with the answer's error, if any).
 */
export function readBody(
  raw: IncomingMessage,
  parser: BusboyInstance,
  signal: AbortSignal,
  fail: (error: ApiError) => void,
  onStop: (error: ApiError | undefined) => void,
): BodyRead {
  let stop: (error: ApiError | undefined) => void = () => undefined;
  const ended = new Promise<ApiError | undefined>((resolve) => {
    let received = 0;
    let done = false;
    stop = (error) => {
      if (done) return;
      done = true;
      raw.off('data', count).off('close', onClose);
      signal.removeEventListener('abort', onAbort);
      if (error) {
        raw.unpipe(parser);
        onStop(error);
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
      if (received > 0)
        fail(invalid(error instanceof Error ? error.message : 'malformed multipart body'));
      onStop(undefined);
      void drainBody(raw, bodyMaxBytes, received).then((outcome) =>
        stop(outcome === 'overLimit' ? bodyTooLarge() : undefined),
      );
    });
    if (signal.aborted) {
      done = true;
      resolve(shuttingDown());
      return;
    }
    signal.addEventListener('abort', onAbort);
    raw.on('data', count).on('close', onClose);
    raw.pipe(parser);
  });
  return { ended, stop: (error) => stop(error) };
}

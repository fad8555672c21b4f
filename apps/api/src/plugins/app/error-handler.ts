import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorKeys, formMessage, type ErrorKey } from '@verdalia/shared';

function keyForStatus(status: number): ErrorKey {
  if (status === 404) return errorKeys.notFound;
  if (status === 413) return errorKeys.fileSize;
  if (status === 415) return errorKeys.fileType;
  if (status === 429) return errorKeys.rateLimited;
  if (status === 503) return errorKeys.unavailable;
  if (status >= 400 && status < 500) return errorKeys.invalidRequest;
  return errorKeys.send;
}

/** The documented error body for a status, in Spanish (routes localise their own answers). */
export function errorBody(status: number): { success: false; message: string; code: ErrorKey } {
  const code = keyForStatus(status);
  return { success: false, message: formMessage(code), code };
}

/**
 * Every error becomes the documented JSON {success, message, code}, never a stack trace.
 * Routes answer in the visitor's language themselves; this is the last line of defence.
 */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status =
        typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else
        request.log.info({ err: { message: error.message, code: error.code } }, 'request rejected');
      return reply.code(status).send(errorBody(status));
    });
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(404)));
  },
  { name: 'error-handler' },
);

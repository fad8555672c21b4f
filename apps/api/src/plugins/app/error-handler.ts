import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorKeys, type Language } from '@verdalia/shared';
import { answerBody } from '../../http/answer.js';
import { ApiError, errorKeyForStatus } from '../../http/api-error.js';
import { bodyMaxBytes } from '../../http/body-limit.js';
import { drainBody } from '../../http/drain-body.js';
import { requestLanguage } from '../../http/request-language.js';

/** Any thrown value as an ApiError: the framework's and plugins' errors keep their 4xx status. */
function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // Fastify's and its plugins' errors, and the rate limiter's thrown object, carry statusCode.
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? error.statusCode
      : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const detail = error instanceof Error ? error.message : `status ${status}`;
    return new ApiError(status, errorKeyForStatus(status), detail);
  }
  return new ApiError(500, errorKeys.send, 'unexpected error', { cause: error });
}

function languageOf(request: FastifyRequest, error: ApiError): Language {
  return error.language ?? requestLanguage(request);
}

/**
 * Answers an error with the documented JSON {success, message, code} in the visitor's
 * language, never a stack trace. Unless the error says to close the connection, the rest
 * of the body is read first (bounded), so that the client reads the answer.
 */
export async function answerError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const apiError = toApiError(error);
  if (apiError.status >= 500 && apiError.cause !== undefined) {
    // A bug or an outage (a disk that refuses the outbox's writes), not the visitor's fault:
    // logged with what caused it, its errno and stack, for the operator.
    request.log.error(
      { err: apiError.cause, status: apiError.status, code: apiError.code },
      `request failed: ${apiError.message}`,
    );
  } else {
    request.log.info(
      { status: apiError.status, code: apiError.code, detail: apiError.message },
      'request refused',
    );
  }
  const close =
    apiError.closeConnection || (await drainBody(request.raw, bodyMaxBytes)) !== 'ended';
  if (close) reply.header('connection', 'close');
  return reply.code(apiError.status).send(answerBody(apiError.code, languageOf(request, apiError)));
}

/** An unknown path, for a client of the API: the documented JSON 404. */
export function answerNotFound(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  return answerError(new ApiError(404, errorKeys.notFound, 'no such path'), request, reply);
}

/**
 * Every error gets the documented JSON in the visitor's language. Unknown paths are the app's
 * to answer (app.ts): the site's 404 page when it serves the site, else answerNotFound.
 */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler(answerError);
  },
  { name: 'error-handler' },
);

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  allowedMethods,
  contactEndpointPath,
  errorKeys,
  languageOfPath,
  normalizeRequestPath,
  type Language,
} from '@verdalia/shared';
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

/** A request whose method its address does not take: the address and the methods it takes. */
export interface MethodRefusal {
  path: string;
  allowed: readonly string[];
}

/** The request's path as nginx reads it ($uri), or undefined when it cannot be decoded. */
export function requestPath(request: FastifyRequest): string | undefined {
  return normalizeRequestPath(request.url.split('?', 1)[0] ?? '/');
}

/** Whether the request's method is one its address does not take (shared allowedMethods). */
export function methodRefusal(request: FastifyRequest): MethodRefusal | undefined {
  const path = requestPath(request);
  if (path === undefined) return undefined;
  const allowed = allowedMethods(path);
  return allowed.includes(request.method) ? undefined : { path, allowed };
}

/**
 * 405 with the methods the address takes in Allow and the documented JSON (invalidRequest), as
 * nginx answers it: in the address's language (its prefix's, as its 404 page), or at the form's
 * endpoint, which nginx hands to the API, in the visitor's.
 */
export function answerMethodNotAllowed(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: MethodRefusal,
): Promise<FastifyReply> {
  reply.header('allow', refusal.allowed.join(', '));
  const language = refusal.path === contactEndpointPath ? undefined : languageOfPath(refusal.path);
  return answerError(
    new ApiError(405, errorKeys.invalidRequest, `${request.method} is not a method of this path`, {
      language,
    }),
    request,
    reply,
  );
}

/**
 * What no route answers when the API serves no site: 405 for a wrong method at a path one of
 * its routes takes (GET /send-email.php, POST /healthz), else the JSON 404.
 */
export function answerUnrouted(
  app: FastifyInstance,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  return (request, reply) => {
    const refusal = methodRefusal(request);
    const routed = refusal?.allowed.some((method) => app.hasRoute({ method, url: refusal.path }));
    return refusal && routed
      ? answerMethodNotAllowed(request, reply, refusal)
      : answerNotFound(request, reply);
  };
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

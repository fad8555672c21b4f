import { rm } from 'node:fs/promises';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  errorKeys,
  formMessage,
  honeypotField,
  isLanguage,
  validateContactFields,
  type ContactResponse,
  type ErrorKey,
  type Language,
} from '@verdalia/shared';
import { verifyCaptcha } from '../captcha/verify-captcha.js';
import { readSubmission, SubmissionError, type Upload } from '../contact/read-submission.js';
import { requestLanguage } from '../contact/request-language.js';
import { OutboxUnavailableError } from '../outbox-unavailable.js';

/** Sets the status and returns the documented body (the handler returns it to be sent). */
function answer(
  reply: FastifyReply,
  status: number,
  code: ErrorKey,
  language: Language,
): ContactResponse {
  reply.code(status);
  return { success: status === 200, message: formMessage(code, language), code };
}

/** If we answer before the body is fully read, close the connection after the answer. */
function releaseBody(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.raw.readableEnded) {
    reply.header('connection', 'close');
    request.raw.resume();
  }
}

function statusKey(status: number): ErrorKey {
  if (status === 413) return errorKeys.fileSize;
  if (status === 429) return errorKeys.rateLimited;
  return errorKeys.invalidRequest;
}

/**
 * POST /send-email.php: the contact form. Answers {success, message, code} in the visitor's
 * language; 200 only once the submission is durably in the outbox.
 */
export default async function sendEmailRoute(app: FastifyInstance) {
  const { config, outbox, deliveryWorker } = app;
  const captchaSettings = {
    verifyUrl: config.HCAPTCHA_VERIFY_URL,
    secret: config.HCAPTCHA_SECRET,
    siteKey: config.HCAPTCHA_SITEKEY,
    timeoutMs: config.HCAPTCHA_TIMEOUT_MS,
  };

  app.post(
    '/send-email.php',
    {
      config: {
        rateLimit: { max: config.RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW_MS },
      },
      // Errors raised before the handler (rate limit, content-type parsing) land here.
      errorHandler: (error: FastifyError, request, reply) => {
        const status =
          typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
            ? error.statusCode
            : 500;
        if (status === 500) {
          request.log.error({ err: error }, 'contact request failed');
          releaseBody(request, reply);
          void reply.send(answer(reply, 500, errorKeys.send, requestLanguage(request)));
          return;
        }
        request.log.info({ err: { message: error.message, code: error.code } }, 'contact rejected');
        releaseBody(request, reply);
        void reply.send(answer(reply, status, statusKey(status), requestLanguage(request)));
      },
    },
    async (request, reply) => {
      let language = requestLanguage(request);
      if (!request.isMultipart()) {
        releaseBody(request, reply);
        return answer(reply, 415, errorKeys.invalidRequest, language);
      }
      let upload: Upload | undefined;
      try {
        let fields: Record<string, string>;
        try {
          const read = await readSubmission(
            request,
            () => outbox.uploadPath(),
            (value) => {
              if (isLanguage(value)) language = value;
            },
          );
          fields = read.fields;
          upload = read.upload;
        } catch (error) {
          releaseBody(request, reply);
          if (error instanceof SubmissionError) {
            request.log.info({ detail: error.message, code: error.code }, 'contact rejected');
            return answer(reply, error.status, error.code, language);
          }
          throw error;
        }

        if ((fields[honeypotField] ?? '') !== '') {
          request.log.warn({ ip: request.ip }, 'honeypot filled: answered success, stored nothing');
          return answer(reply, 200, errorKeys.success, language);
        }

        const valid = validateContactFields(fields);
        if (!valid.ok) {
          request.log.info({ field: valid.field, code: valid.error }, 'contact invalid');
          return answer(reply, 400, valid.error, language);
        }
        const data = valid.data;
        language = data.lang;

        const captcha = await verifyCaptcha(data.hcaptcha_token, request.ip, captchaSettings);
        if (!captcha.ok) {
          const log = captcha.reason === 'rejected' ? request.log.info : request.log.warn;
          log.call(
            request.log,
            { reason: captcha.reason, detail: captcha.detail },
            'captcha failed',
          );
          const code =
            captcha.reason === 'rejected' ? errorKeys.captcha : errorKeys.captchaUnavailable;
          return answer(reply, 403, code, language);
        }

        const stored = await outbox.store(
          {
            lang: data.lang,
            name: data.name,
            email: data.email,
            message: data.message,
            remoteIp: request.ip,
            ...(upload && {
              attachment: {
                fileName: upload.fileName,
                mime: upload.mime,
                size: upload.size,
              },
            }),
          },
          upload?.path,
        );
        upload = undefined;
        request.log.info({ id: stored.id, messageId: stored.messageId }, 'contact stored');
        deliveryWorker.kick();
        return answer(reply, 200, errorKeys.success, language);
      } catch (error) {
        releaseBody(request, reply);
        if (error instanceof OutboxUnavailableError) {
          request.log.error({ err: error }, 'could not store the contact message');
          return answer(reply, 503, errorKeys.unavailable, language);
        }
        // A bug, not the visitor's fault: logged with its stack, answered without it.
        request.log.error({ err: error }, 'contact request failed');
        return answer(reply, 500, errorKeys.send, language);
      } finally {
        if (upload) await rm(upload.path, { force: true }).catch(() => undefined);
      }
    },
  );
}

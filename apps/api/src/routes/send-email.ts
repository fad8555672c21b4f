import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contactEndpointPath, errorKeys } from '@verdalia/shared';
import type { AttachmentInspector } from '../attachments/attachment-inspector.js';
import { checkAttachment, type AttachmentChecks } from '../attachments/check-attachment.js';
import { verifyCaptcha } from '../captcha/verify-captcha.js';
import { readSubmission } from '../contact/read-submission.js';
import { storeSubmission } from '../contact/store-submission.js';
import { captchaError, isBot, validateSubmission } from '../contact/validate-submission.js';
import type { Config } from '../config/config.js';
import { answerBody } from '../http/answer.js';
import { ApiError } from '../http/api-error.js';
import { announcesTooMuch, bodyTooLarge } from '../http/body-limit.js';
import { requestLanguage } from '../http/request-language.js';
import type { DeliveryWorker } from '../outbox/delivery-worker.js';
import type { Outbox } from '../outbox/durable-outbox.js';
import type { IntakeActivity } from '../outbox/intake-activity.js';

/** What the route works with, given by the app (app.ts): nothing reaches it another way. */
export interface SendEmailOptions {
  config: Config;
  outbox: Outbox;
  deliveryWorker: Pick<DeliveryWorker, 'kick'>;
  intake: Pick<IntakeActivity, 'enter'>;
  /** Runs the attachments' deep checks (closed by the app). */
  inspector: AttachmentInspector;
  /** Aborted when the server starts shutting down: a body still being read stops. */
  shutdownSignal: AbortSignal;
}

/** Refuses what is not worth reading before the body is: a wrong type, an oversized body. */
async function screenRequest(request: FastifyRequest): Promise<void> {
  if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) {
    throw new ApiError(415, errorKeys.invalidRequest, 'not multipart/form-data');
  }
  if (announcesTooMuch(request.headers['content-length'])) throw bodyTooLarge();
}

/**
 * POST /send-email.php: the contact form. Reads the multipart body (the attachment streamed
 * to disk with only its first bytes checked), validates the fields, verifies the captcha,
 * then checks the attachment's whole content (on a worker thread, bounded in time and
 * memory) and scans it with clamd when one is configured, stores the inquiry in the outbox
 * and answers {success, message, code} in the visitor's language; 200 only once the inquiry
 * is durably stored. Nothing expensive is done for a request whose captcha fails. Every
 * refusal is an ApiError, answered by the app's error handler.
 */
export default async function sendEmailRoute(
  app: FastifyInstance,
  { config, outbox, deliveryWorker, intake, inspector, shutdownSignal }: SendEmailOptions,
) {
  const captchaSettings = {
    verifyUrl: config.HCAPTCHA_VERIFY_URL,
    secret: config.HCAPTCHA_SECRET,
    siteKey: config.HCAPTCHA_SITEKEY,
    timeoutMs: config.HCAPTCHA_TIMEOUT_MS,
  };
  const attachmentChecks: AttachmentChecks = {
    inspector,
    clamav: config.CLAMAV_URL
      ? { url: config.CLAMAV_URL, timeoutMs: config.CLAMAV_TIMEOUT_MS }
      : undefined,
  };

  // The route reads the body itself, as a stream: the framework only lets it through.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  app.post(
    contactEndpointPath,
    {
      config: {
        rateLimit: { max: config.RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW_MS },
      },
      // After onRequest, where the rate limit counts: refused requests count against it too.
      preParsing: async (request, _reply, payload) => {
        await screenRequest(request);
        return payload;
      },
    },
    async (request) => {
      const leaveIntake = intake.enter();
      try {
        return await receive(request);
      } finally {
        leaveIntake();
      }
    },
  );

  async function receive(request: FastifyRequest) {
    const submission = await readSubmission(request.raw, {
      uploadPath: () => outbox.uploadPath(),
      reserveUpload: (maxBytes) => outbox.storage.reserve(request.ip, maxBytes),
      signal: shutdownSignal,
    });
    try {
      // The form's lang field, else the browser's Accept-Language (the shared rule), else Spanish:
      // the language of every answer and of the visitor's acknowledgement.
      const language = submission.language ?? requestLanguage(request);
      if (isBot(submission.fields)) {
        request.log.warn({ ip: request.ip }, 'honeypot filled: answered success, stored nothing');
        return answerBody(errorKeys.success, language);
      }
      const data = { ...validateSubmission(submission.fields, language), lang: language };
      const captcha = await verifyCaptcha(data.hcaptcha_token, request.ip, captchaSettings);
      if (!captcha.ok) throw captchaError(captcha.reason, captcha.detail, data.lang);
      if (submission.upload) {
        await checkAttachment(
          submission.upload,
          data.lang,
          attachmentChecks,
          request.log,
          request.ip,
        );
      }
      const stored = await storeSubmission(outbox, data, submission, request.ip);
      request.log.info({ id: stored.id, messageId: stored.messageId }, 'contact stored');
      deliveryWorker.kick();
      if (submission.dropped) {
        // The text is taken; the file there was no room for is not, and the answer says so.
        request.log.warn(
          { id: stored.id, reason: submission.dropped.reason },
          'attachment dropped: no room in the outbox',
        );
        return answerBody(errorKeys.sentWithoutAttachment, data.lang);
      }
      return answerBody(errorKeys.success, data.lang);
    } finally {
      await submission.discard();
    }
  }
}

import type { FastifyBaseLogger } from 'fastify';
import { errorKeys, type AttachmentMime, type Language } from '@verdalia/shared';
import { ApiError } from '../http/api-error.js';
import type { AttachmentInspector } from './attachment-inspector.js';
import { InspectorUnavailableError } from './check-runner.js';
import { ClamdUnavailableError, scanWithClamd } from './clamd-scan.js';

export interface AttachmentChecks {
  inspector: AttachmentInspector;
  /** clamd to scan with (CLAMAV_URL), and how long one scan may take; none: no scan. */
  clamav: { url: string; timeoutMs: number } | undefined;
}

/**
 * The expensive checks of an uploaded file, run once the captcha is verified: its whole
 * content on the inspection workers (queued by the sender's address, `client`), then clamd when one is configured. A file refused by
 * either is answered 415 fileType; when it cannot be checked now (no worker, clamd down or
 * too slow) the answer is 503 attachmentUnchecked, whose text asks the visitor to send the
 * message without the file or later. Nothing unchecked is ever accepted.
 */
export async function checkAttachment(
  file: { path: string; mime: AttachmentMime; size: number },
  language: Language,
  checks: AttachmentChecks,
  log: FastifyBaseLogger,
  client: string,
): Promise<void> {
  const refused = (detail: string) =>
    new ApiError(415, errorKeys.fileType, `attachment refused: ${detail}`, { language });
  const unchecked = (error: Error) =>
    new ApiError(503, errorKeys.attachmentUnchecked, error.message, { language, cause: error });
  try {
    const verdict = await checks.inspector.inspect({
      path: file.path,
      mime: file.mime,
      size: file.size,
      clientIp: client,
    });
    if (!verdict.ok) throw refused(verdict.reason);
    if (!checks.clamav) return;
    const scan = await scanWithClamd(file.path, checks.clamav.url, checks.clamav.timeoutMs);
    if (scan.infected) throw refused(`clamd found ${scan.signature}`);
  } catch (error) {
    if (error instanceof ApiError) {
      log.warn({ mime: file.mime, reason: error.message }, 'attachment refused');
      throw error;
    }
    if (error instanceof InspectorUnavailableError || error instanceof ClamdUnavailableError) {
      log.error({ err: error }, 'attachment could not be checked');
      throw unchecked(error);
    }
    throw error;
  }
}

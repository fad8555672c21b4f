import {
  contactFieldNames,
  errorKeys,
  validateContactFields,
  type ContactFields,
  type Language,
} from '@verdalia/shared';
import { ApiError } from '../http/api-error.js';

/** True when the hidden honeypot field was filled: a bot, answered as if it had worked. */
export function isBot(fields: Record<string, string>): boolean {
  return (fields[contactFieldNames.honeypot] ?? '') !== '';
}

/** The text fields by the shared rules (the form's own), or an ApiError with the first problem. */
export function validateSubmission(
  fields: Record<string, string>,
  language: Language | undefined,
): ContactFields {
  const valid = validateContactFields(fields);
  if (!valid.ok) {
    throw new ApiError(400, valid.error, `invalid field ${valid.field}`, { language });
  }
  return valid.data;
}

/** A refused captcha is the visitor's to retry; an unreachable hCaptcha is ours. */
export function captchaError(
  reason: 'rejected' | 'unavailable',
  detail: string,
  language: Language,
): ApiError {
  const code = reason === 'rejected' ? errorKeys.captcha : errorKeys.captchaUnavailable;
  return new ApiError(403, code, `captcha ${reason}: ${detail}`, { language });
}

import {
  errorKeys,
  fallbackLanguage,
  formMessage,
  type ContactResponse,
  type ErrorKey,
  type Language,
} from '@verdalia/shared';
import { errorKeyForStatus } from './api-error.js';

/** The documented body of every answer: {success, message, code}. */
export function answerBody(code: ErrorKey, language: Language): ContactResponse {
  return { success: code === errorKeys.success, message: formMessage(code, language), code };
}

/** The documented body for a status alone (no request to take a language from). */
export function errorBody(status: number, language: Language = fallbackLanguage): ContactResponse {
  return answerBody(errorKeyForStatus(status), language);
}

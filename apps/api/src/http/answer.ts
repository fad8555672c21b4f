import {
  fallbackLanguage,
  successKeys,
  formMessage,
  type ContactResponse,
  type ErrorKey,
  type Language,
} from '@verdalia/shared';
import { contactEmail } from '../config/contact-email.js';
import { errorKeyForStatus } from './api-error.js';

/** The text of an answer's code in a language, naming the address to write to instead. */
export function answerMessage(code: ErrorKey, language: Language = fallbackLanguage): string {
  return formMessage(code, language, contactEmail());
}

/** The documented body of every answer: {success, message, code}. */
export function answerBody(code: ErrorKey, language: Language): ContactResponse {
  return { success: successKeys.includes(code), message: answerMessage(code, language), code };
}

/** The documented body for a status alone (no request to take a language from). */
export function errorBody(status: number, language: Language = fallbackLanguage): ContactResponse {
  return answerBody(errorKeyForStatus(status), language);
}

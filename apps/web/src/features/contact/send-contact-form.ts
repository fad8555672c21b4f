import {
  contactEndpointPath,
  contactFieldNames as field,
  errorKeys,
  isErrorKey,
  successKeys,
} from '@verdalia/shared';
import type { ContactFormAction, Notice, PreparedSubmission } from './contact-form-state';

export type SendOutcome = Extract<ContactFormAction, { type: 'sendSucceeded' | 'sendFailed' }>;

/**
 * The multipart body the API reads: the text fields, who is writing (`kind`), `lang`, the
 * honeypot and the optional file.
 */
export function buildContactFormData(
  submission: PreparedSubmission<File>,
  honeypotValue: string,
): FormData {
  const data = new FormData();
  const { fields, attachment } = submission;
  data.append(field.name, fields.name);
  data.append(field.email, fields.email);
  data.append(field.message, fields.message);
  data.append(field.kind, fields.kind);
  data.append(field.captchaToken, fields.hcaptcha_token);
  data.append(field.language, fields.lang);
  data.append(field.honeypot, honeypotValue);
  if (attachment) data.append(field.attachment, attachment, attachment.name);
  return data;
}

/** Posts the form; never throws: a failed request becomes the network message. */
export async function sendContactForm(
  body: FormData,
  fetcher: typeof fetch = fetch,
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetcher(contactEndpointPath, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
    });
  } catch {
    return { type: 'sendFailed', notice: { kind: 'error', key: errorKeys.network } };
  }
  // An answer that is not JSON (a proxy's HTML error page, say) counts as "no message".
  const payload: unknown = await response.json().catch(() => null);
  return outcomeOfResponse(response.ok, payload);
}

/** A string property of the API's JSON answer, if present and not blank. */
function answerText(body: unknown, name: 'message' | 'code'): string | undefined {
  if (typeof body !== 'object' || body === null || !(name in body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * The notice for a failed answer. A code the form knows is shown with the form's own texts, so
 * it follows the visitor's current language; the server's words are kept only for a code this
 * build does not know (a newer API, say); without either, the generic send text.
 */
function failureNotice(body: unknown): Notice {
  const code = answerText(body, 'code');
  if (isErrorKey(code)) {
    // A failure labelled "success" contradicts itself: only the generic text is safe to show.
    return { kind: 'error', key: code === errorKeys.success ? errorKeys.send : code };
  }
  const text = answerText(body, 'message');
  return text ? { kind: 'server', text } : { kind: 'error', key: errorKeys.send };
}

/** Turns the API's answer into the action to apply. */
export function outcomeOfResponse(ok: boolean, body: unknown): SendOutcome {
  const success =
    typeof body === 'object' && body !== null && 'success' in body && body.success === true;
  if (ok && success) {
    // Taken in full, or without the file the server had no room for: its own text says which.
    const code = answerText(body, 'code');
    const key = isErrorKey(code) && successKeys.includes(code) ? code : errorKeys.success;
    return { type: 'sendSucceeded', key };
  }
  return { type: 'sendFailed', notice: failureNotice(body) };
}

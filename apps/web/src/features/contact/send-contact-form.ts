import { contactEndpointPath, contactFieldNames as field, errorKeys } from '@verdalia/shared';
import type { ContactFormAction, PreparedSubmission } from './contact-form-state';

export const sendEmailPath = contactEndpointPath;

export type SendOutcome = Extract<ContactFormAction, { type: 'sendSucceeded' | 'sendFailed' }>;

/** The multipart body the API expects (decisions.md: fields, `lang`, honeypot, optional file). */
export function buildContactFormData(
  submission: PreparedSubmission<File>,
  honeypotValue: string,
): FormData {
  const data = new FormData();
  const { fields, attachment } = submission;
  data.append(field.name, fields.name);
  data.append(field.email, fields.email);
  data.append(field.message, fields.message);
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
    response = await fetcher(sendEmailPath, {
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

/** The API's JSON answer, as far as the form relies on it. */
function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && message.trim() ? message.trim() : undefined;
}

/** Turns the API's answer into the action to apply (message if any, else the generic text). */
export function outcomeOfResponse(ok: boolean, body: unknown): SendOutcome {
  const success =
    typeof body === 'object' && body !== null && 'success' in body && body.success === true;
  if (ok && success) return { type: 'sendSucceeded' };
  const text = serverMessage(body);
  return {
    type: 'sendFailed',
    notice: text ? { kind: 'server', text } : { kind: 'error', key: errorKeys.send },
  };
}

import { errorKeys, honeypotField } from '@verdalia/shared';
import {
  outcomeOfResponse,
  type ContactFormAction,
  type PreparedSubmission,
} from './contact-form-state';

export const sendEmailPath = '/send-email.php';

export type SendOutcome = Extract<ContactFormAction, { type: 'sendSucceeded' | 'sendFailed' }>;

/** The multipart body the API expects (decisions.md: fields, `lang`, honeypot, optional file). */
export function buildContactFormData(
  submission: PreparedSubmission<File>,
  honeypotValue: string,
): FormData {
  const data = new FormData();
  const { fields, attachment } = submission;
  data.append('name', fields.name);
  data.append('email', fields.email);
  data.append('message', fields.message);
  data.append('hcaptcha_token', fields.hcaptcha_token);
  data.append('lang', fields.lang);
  data.append(honeypotField, honeypotValue);
  if (attachment) data.append('attachment', attachment, attachment.name);
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

import * as z from 'zod/mini';
import { errorKeys, type ErrorKey } from './error-keys.js';
import { contactLimits } from './contact-limits.js';
import { fallbackLanguage, languages } from './languages.js';

export * from './contact-limits.js';

// A pragmatic address check (the HTML spec's rule for type=email), so browser and server agree.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The text fields of a contact submission. Each issue's message is its error key. */
export const contactFieldsSchema = z.object({
  name: z._default(
    z.string().check(z.trim(), z.maxLength(contactLimits.nameMax, errorKeys.nameTooLong)),
    '',
  ),
  email: z
    .string(errorKeys.emailRequired)
    .check(
      z.trim(),
      z.minLength(1, errorKeys.emailRequired),
      z.maxLength(contactLimits.emailMax, errorKeys.emailTooLong),
      z.regex(emailPattern, errorKeys.emailInvalid),
    ),
  message: z
    .string(errorKeys.messageRequired)
    .check(
      z.trim(),
      z.minLength(1, errorKeys.messageRequired),
      z.maxLength(contactLimits.messageMax, errorKeys.messageTooLong),
    ),
  hcaptcha_token: z
    .string(errorKeys.captcha)
    .check(
      z.trim(),
      z.minLength(1, errorKeys.captcha),
      z.maxLength(contactLimits.captchaTokenMax, errorKeys.captcha),
    ),
  lang: z.catch(z._default(z.enum(languages), fallbackLanguage), fallbackLanguage),
});

export type ContactFields = z.infer<typeof contactFieldsSchema>;
export type ContactFieldsInput = z.input<typeof contactFieldsSchema>;

/** Validates the text fields; on failure, returns the first error key. */
export function validateContactFields(
  input: unknown,
): { ok: true; data: ContactFields } | { ok: false; error: ErrorKey; field: string } {
  const result = contactFieldsSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const message = issue?.message;
  const known = Object.values(errorKeys) as string[];
  return {
    ok: false,
    error: (message && known.includes(message) ? message : errorKeys.invalidRequest) as ErrorKey,
    field: String(issue?.path[0] ?? ''),
  };
}

/** The JSON every answer of POST /send-email.php has. */
export interface ContactResponse {
  success: boolean;
  message: string;
  code: ErrorKey;
}

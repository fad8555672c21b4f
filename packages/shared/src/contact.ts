import * as z from 'zod/mini';
import { errorKeys, type ErrorKey } from './error-keys.js';
import { contactLimits } from './contact-limits.js';
import { defaultInquiryKind, inquiryKinds } from './inquiry-kinds.js';
import { fallbackLanguage, languages } from './languages.js';

export * from './contact-limits.js';

// A pragmatic address check (the HTML spec's rule for type=email), so browser and server agree.
// "=?" is refused as well: it opens an RFC 2047 encoded-word, which a mail client would decode
// in Reply-To into text the visitor chose (another address, a line break).
const emailPattern =
  /^(?!.*=\?)[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** A required text, trimmed, of at most `max` characters; each failure reads as its error key. */
function requiredText(
  required: ErrorKey,
  max: number,
  tooLong: ErrorKey,
  ...checks: z.core.$ZodCheck<string>[]
) {
  return z
    .string(required)
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong), ...checks);
}

/** The text fields of a contact submission. Each issue's message is its error key. */
export const contactFieldsSchema = z.object({
  name: z._default(
    z.string().check(z.trim(), z.maxLength(contactLimits.nameMax, errorKeys.nameTooLong)),
    '',
  ),
  email: requiredText(
    errorKeys.emailRequired,
    contactLimits.emailMax,
    errorKeys.emailTooLong,
    z.regex(emailPattern, errorKeys.emailInvalid),
  ),
  message: requiredText(
    errorKeys.messageRequired,
    contactLimits.messageMax,
    errorKeys.messageTooLong,
  ),
  hcaptcha_token: requiredText(errorKeys.captcha, contactLimits.captchaTokenMax, errorKeys.captcha),
  lang: z.catch(z._default(z.enum(languages), fallbackLanguage), fallbackLanguage),
  kind: z.catch(z._default(z.enum(inquiryKinds), defaultInquiryKind), defaultInquiryKind),
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

import * as z from 'zod/mini';
import { errorKeys, type ErrorKey } from './error-keys.js';
import { languages } from './languages.js';

/** Limits of the contact form, enforced the same way by the form and the API. */
export const contactLimits = {
  nameMax: 100,
  emailMax: 254,
  messageMax: 5000,
  /** 20 MiB, as the legacy site announced "20 MB". */
  attachmentMaxBytes: 20 * 1024 * 1024,
  attachmentMaxCount: 1,
  /** Longest captcha token we accept; hCaptcha's are a few kilobytes. */
  captchaTokenMax: 8192,
} as const;

/** Attachment types: accepted by extension AND by content (magic bytes), never by declared type alone. */
export const attachmentTypes = [
  { extensions: ['pdf'], mime: 'application/pdf' },
  { extensions: ['doc'], mime: 'application/msword' },
  {
    extensions: ['docx'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  { extensions: ['png'], mime: 'image/png' },
  { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg' },
] as const;

export type AttachmentMime = (typeof attachmentTypes)[number]['mime'];

/** Value for the file input's `accept` attribute. */
export const attachmentAccept = attachmentTypes
  .flatMap((type) => type.extensions.map((extension) => `.${extension}`))
  .join(',');

export function fileExtension(fileName: string): string {
  const match = /\.([^./\\]+)$/.exec(fileName);
  return match?.[1]?.toLowerCase() ?? '';
}

/** The MIME type a file name's extension stands for, if it is an allowed one. */
export function mimeForFileName(fileName: string): AttachmentMime | undefined {
  const extension = fileExtension(fileName);
  return attachmentTypes.find((type) => (type.extensions as readonly string[]).includes(extension))
    ?.mime;
}

/** Checks what can be known before upload: the extension and the size. */
export function attachmentError(file: { name: string; size: number }): ErrorKey | undefined {
  if (!mimeForFileName(file.name)) return errorKeys.fileType;
  if (file.size > contactLimits.attachmentMaxBytes) return errorKeys.fileSize;
  return undefined;
}

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
  lang: z.catch(z._default(z.enum(languages), 'es'), 'es'),
});

export type ContactFields = z.infer<typeof contactFieldsSchema>;
export type ContactFieldsInput = z.input<typeof contactFieldsSchema>;

/** Name of the hidden honeypot field: humans leave it empty, naive bots fill it. */
export const honeypotField = 'website';

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

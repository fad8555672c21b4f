import { errorKeys, type ErrorKey } from './error-keys.js';

// Kept apart from the zod schema (contact.ts) so a page can check files and read the limits
// without downloading zod.

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

/** The media type of each kind of attachment the form takes, written once. */
export const attachmentMimes = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpeg: 'image/jpeg',
} as const;

/** Attachment types: accepted by extension AND by content (magic bytes), never by declared type alone. */
export const attachmentTypes = [
  { extensions: ['pdf'], mime: attachmentMimes.pdf },
  { extensions: ['doc'], mime: attachmentMimes.doc },
  { extensions: ['docx'], mime: attachmentMimes.docx },
  { extensions: ['png'], mime: attachmentMimes.png },
  { extensions: ['jpg', 'jpeg'], mime: attachmentMimes.jpeg },
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

/**
 * Machine-readable error and status keys shared by the contact form and the API.
 * Each value is also the translation key of its message (see messages/*.json).
 */
export const errorKeys = {
  fileType: 'form.errors.fileType',
  fileSize: 'form.errors.fileSize',
  tooManyFiles: 'form.errors.tooManyFiles',
  captcha: 'form.errors.captcha',
  captchaUnavailable: 'form.errors.captchaUnavailable',
  send: 'form.errors.send',
  network: 'form.errors.network',
  success: 'form.errors.success',
  nameTooLong: 'form.errors.nameTooLong',
  emailRequired: 'form.errors.emailRequired',
  emailInvalid: 'form.errors.emailInvalid',
  emailTooLong: 'form.errors.emailTooLong',
  messageRequired: 'form.errors.messageRequired',
  messageTooLong: 'form.errors.messageTooLong',
  invalidRequest: 'form.errors.invalidRequest',
  rateLimited: 'form.errors.rateLimited',
  unavailable: 'form.errors.unavailable',
  attachmentUnchecked: 'form.errors.attachmentUnchecked',
  sentWithoutAttachment: 'form.errors.sentWithoutAttachment',
  notFound: 'form.errors.notFound',
} as const;

export type ErrorKeyName = keyof typeof errorKeys;
export type ErrorKey = (typeof errorKeys)[ErrorKeyName];

/**
 * The answers that mean the message was taken (`success: true`): in full, or without the file
 * the server had no room for (the text says so).
 */
export const successKeys: readonly ErrorKey[] = [
  errorKeys.success,
  errorKeys.sentWithoutAttachment,
];

const allKeys = new Set<string>(Object.values(errorKeys));

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && allKeys.has(value);
}

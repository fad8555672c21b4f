import { errorKeys, type ErrorKey } from '@verdalia/shared';

export type ContactField = 'name' | 'email' | 'message';
export const contactFields: readonly ContactField[] = ['name', 'email', 'message'];

/**
 * The parts of the form a problem can belong to, in the form's order. Each shows its own
 * message under it; the summary by the submit button names the parts, in this order, so the
 * fields come before the captcha.
 */
export type FormPart = 'kind' | ContactField | 'attachment' | 'captcha';
export const formParts: readonly FormPart[] = [
  'kind',
  'name',
  'email',
  'message',
  'attachment',
  'captcha',
];

/** The parts among `parts`, in the form's order, each once. */
export function inFormOrder(parts: Iterable<FormPart>): FormPart[] {
  const present = new Set(parts);
  return formParts.filter((part) => present.has(part));
}

/** Refusals of the file itself: the file is dropped, as when the picker refuses it. */
export const fileRefusals: readonly ErrorKey[] = [
  errorKeys.fileType,
  errorKeys.fileSize,
  errorKeys.tooManyFiles,
];

const fieldOfKey: Partial<Record<ErrorKey, ContactField>> = {
  [errorKeys.nameTooLong]: 'name',
  [errorKeys.emailRequired]: 'email',
  [errorKeys.emailInvalid]: 'email',
  [errorKeys.emailTooLong]: 'email',
  [errorKeys.messageRequired]: 'message',
  [errorKeys.messageTooLong]: 'message',
};

/**
 * Where the API's refusal belongs: under a field, under the picker, under the captcha, or
 * (`null`) by the submit button only, for what no part of the form can fix (the network, the
 * rate limit, the server).
 */
export function partOfKey(key: ErrorKey): Exclude<FormPart, 'kind'> | null {
  if (fileRefusals.includes(key) || key === errorKeys.attachmentUnchecked) return 'attachment';
  if (key === errorKeys.captcha) return 'captcha';
  return fieldOfKey[key] ?? null;
}

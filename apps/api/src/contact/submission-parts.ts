import type { Readable } from 'node:stream';
import { contactFieldNames, contactLimits, errorKeys, type ErrorKey } from '@verdalia/shared';
import { ApiError } from '../http/api-error.js';
import { cleanLine, cleanText } from './clean-text.js';
import { tooBig } from './save-upload.js';

const { attachment: attachmentField, ...textFieldNames } = contactFieldNames;
const textFields = new Set<string>(Object.values(textFieldNames));

export { attachmentField };

/** Limits handed to busboy: the form has six text fields and one file, nothing more. */
export const multipartLimits = {
  fieldNameSize: 64,
  // The longest legitimate field is the message: 5000 characters, up to 4 bytes each.
  fieldSize: 64 * 1024,
  fields: textFields.size + 4,
  files: contactLimits.attachmentMaxCount,
  fileSize: contactLimits.attachmentMaxBytes,
  parts: textFields.size + 4 + contactLimits.attachmentMaxCount,
  headerPairs: 20,
} as const;

export const invalid = (detail: string) => new ApiError(400, errorKeys.invalidRequest, detail);

const tooLongKeys: Record<string, ErrorKey> = {
  [contactFieldNames.name]: errorKeys.nameTooLong,
  [contactFieldNames.email]: errorKeys.emailTooLong,
  [contactFieldNames.message]: errorKeys.messageTooLong,
};

/** What becomes of a text part: kept (cleaned), ignored, or the problem it is. */
export type FieldVerdict =
  { kind: 'keep'; value: string } | { kind: 'ignore' } | { kind: 'problem'; error: ApiError };

/**
 * Judges one text part against the form: unknown, repeated or truncated fields are refused,
 * and so are bytes that were not UTF-8 (busboy gives U+FFFD: refused rather than stored as
 * mojibake); a kept value has its invisible characters removed (clean-text.ts).
 */
export function judgeField(
  name: string,
  value: string,
  truncated: { name: boolean; value: boolean },
  kept: Readonly<Record<string, string>>,
): FieldVerdict {
  // An empty file input serialised without a file name arrives as an empty field.
  if (name === attachmentField && value === '') return { kind: 'ignore' };
  if (!textFields.has(name) || name in kept || truncated.name) {
    return { kind: 'problem', error: invalid(`bad field ${name.slice(0, 64)}`) };
  }
  if (truncated.value) {
    const key = tooLongKeys[name] ?? errorKeys.invalidRequest;
    return { kind: 'problem', error: new ApiError(400, key, `field ${name} too long`) };
  }
  if (value.includes('\uFFFD')) {
    return { kind: 'problem', error: invalid(`field ${name} not UTF-8`) };
  }
  const clean = name === contactFieldNames.message ? cleanText(value) : cleanLine(value);
  return { kind: 'keep', value: clean };
}

/**
 * Reads a file part the form does not take to its end and reports what it was, if anything:
 * nothing for the empty, nameless part a browser sends for an empty file input; a file under
 * another field's name; one over the size limit; else one whose extension is not allowed.
 */
export function skipFile(
  file: Readable & { readonly truncated: boolean },
  field: string,
  fileName: string,
  report: (error: ApiError) => void,
): void {
  let size = 0;
  file.on('data', (chunk: Buffer) => (size += chunk.length));
  file.on('end', () => {
    if (field === attachmentField && size === 0 && fileName === '') return;
    if (field !== attachmentField) report(invalid('unexpected file field'));
    else if (file.truncated) report(tooBig());
    else report(new ApiError(415, errorKeys.fileType, 'attachment extension not allowed'));
  });
  file.on('error', () => undefined);
  file.resume();
}

import { contactFieldsSchema, errorKeys, isErrorKey } from '@verdalia/shared';
import type { FieldErrors, FieldValues } from './contact-form-state';

/** Field-level errors with the shared rules (the same zod schema the API applies). */
export function validateFields(values: FieldValues): FieldErrors {
  // The token is checked on its own (it has its own message and UI), so a placeholder stands in.
  const result = contactFieldsSchema.safeParse({ ...values, hcaptcha_token: 'pending' });
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field !== 'name' && field !== 'email' && field !== 'message') continue;
    // The first failing check of a field is the one to show (e.g. "required" before "invalid").
    if (errors[field]) continue;
    errors[field] = isErrorKey(issue.message) ? issue.message : errorKeys.invalidRequest;
  }
  return errors;
}

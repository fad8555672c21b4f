import { isInquiryKind, type InquiryKind } from '@verdalia/shared';
import { contactDraftStorage } from '../../config/contact-draft-storage';
import { contactFields, type FieldValues } from './contact-form-state';

/**
 * What the form keeps of an unsent message (features/contact/use-contact-draft.ts): the typed
 * fields and who is writing. A file cannot be kept, only its name, to ask for it again.
 */
export interface ContactDraft {
  values: FieldValues;
  kind: InquiryKind | null;
  /** The name of a file that was chosen: the visitor must pick it again. */
  fileName: string | null;
}

const { key, lifetimeMinutes } = contactDraftStorage;
const lifetimeMs = lifetimeMinutes * 60_000;

const isEmpty = (draft: ContactDraft) =>
  draft.kind === null &&
  draft.fileName === null &&
  contactFields.every((field) => draft.values[field] === '');

/** The draft kept in `storage`, if there is one younger than its lifetime; else none (and gone). */
export function readDraft(storage: Storage, now = Date.now()): ContactDraft | null {
  try {
    const stored = parse(storage.getItem(key));
    const age = stored ? now - stored.savedAt : NaN;
    const draft = stored && age >= 0 && age <= lifetimeMs ? stored.draft : null;
    if (!draft) storage.removeItem(key);
    return draft;
  } catch {
    // Storage refused: there is nothing to restore.
    return null;
  }
}

/**
 * Keeps the draft, stamped with the time of this change (an unchanged draft keeps its time:
 * the lifetime counts from the visitor's last change); when nothing is typed, removes it.
 */
export function saveDraft(storage: Storage, draft: ContactDraft, now = Date.now()): void {
  try {
    if (isEmpty(draft)) return storage.removeItem(key);
    const stored = parse(storage.getItem(key));
    if (stored && JSON.stringify(stored.draft) === JSON.stringify(draft)) return;
    storage.setItem(key, JSON.stringify({ savedAt: now, draft }));
  } catch {
    // Storage refused or full: the form works as before, without a draft.
  }
}

/** What was stored, read field by field: a tampered, foreign or empty entry gives nothing. */
function parse(raw: string | null): { savedAt: number; draft: ContactDraft } | null {
  let stored: unknown;
  try {
    stored = JSON.parse(raw ?? 'null');
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const { savedAt, draft }: Record<string, unknown> = { ...stored };
  if (typeof savedAt !== 'number' || !draft || typeof draft !== 'object') return null;
  const { values, kind, fileName }: Record<string, unknown> = { ...draft };
  if (!values || typeof values !== 'object') return null;
  const { name, email, message }: Record<string, unknown> = { ...values };
  if (typeof name !== 'string' || typeof email !== 'string' || typeof message !== 'string') {
    return null;
  }
  const read = {
    values: { name, email, message },
    kind: isInquiryKind(kind) ? kind : null,
    fileName: typeof fileName === 'string' && fileName !== '' ? fileName : null,
  };
  return isEmpty(read) ? null : { savedAt, draft: read };
}

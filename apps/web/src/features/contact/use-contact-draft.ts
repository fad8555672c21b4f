import { useEffect, useRef, useState } from 'react';
import { readDraft, saveDraft, type ContactDraft } from './contact-draft';
import type { ContactFormState } from './contact-form-state';

function sessionStorageOrNone(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // A browser that refuses this site any storage: the form simply keeps no draft.
    return null;
  }
}

/**
 * Keeps what the visitor types in this tab's sessionStorage (contact-draft.ts) and brings it
 * back when the form shows again: after a change of language, which loads another document, or
 * a visit to another page. It is restored after hydration, through the form's own actions
 * (`restore`), so the page first hydrates as it was prerendered, empty. Saved from then on at
 * every change; an empty form, and so a sent one, removes it. A file cannot be kept: its name is
 * returned, to ask for the file again, until one is chosen or the message is sent.
 */
export function useContactDraft(
  state: ContactFormState<File>,
  restore: (draft: ContactDraft) => void,
): { fileToChooseAgain: string | null } {
  const [restored, setRestored] = useState<{ fileName: string | null; sent: number } | null>(null);
  const initial = useRef({ restore, sent: state.sent });
  useEffect(() => {
    const storage = sessionStorageOrNone();
    const draft = storage ? readDraft(storage) : null;
    if (draft) initial.current.restore(draft);
    setRestored({ fileName: draft?.fileName ?? null, sent: initial.current.sent });
  }, []);

  const fileToChooseAgain =
    restored && !state.attachment && state.sent === restored.sent ? restored.fileName : null;
  useEffect(() => {
    const storage = sessionStorageOrNone();
    // Nothing is written before the draft already there has been read.
    if (!restored || !storage) return;
    saveDraft(storage, {
      values: state.values,
      kind: state.kind,
      fileName: state.attachment?.name ?? fileToChooseAgain,
    });
  }, [restored, state.values, state.kind, state.attachment, fileToChooseAgain]);

  return { fileToChooseAgain };
}

import { describe, expect, it } from 'vitest';
import { contactDraftStorage } from '../../config/contact-draft-storage';
import { readDraft, saveDraft, type ContactDraft } from './contact-draft';

/** sessionStorage's interface over a Map; `refuse` makes every call throw, as a blocked one does. */
function memoryStorage(refuse = false): Storage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  const guard = () => {
    if (refuse) throw new DOMException('denied', 'SecurityError');
  };
  return {
    entries,
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => (guard(), entries.get(key) ?? null),
    setItem: (key, value) => (guard(), void entries.set(key, value)),
    removeItem: (key) => (guard(), void entries.delete(key)),
  };
}

const { key } = contactDraftStorage;
const minute = 60_000;
const draft: ContactDraft = {
  values: { name: 'Ana', email: 'ana@example.org', message: 'Hola' },
  kind: 'organization',
  fileName: 'propuesta.pdf',
};

describe('the contact form draft', () => {
  it('comes back as it was saved', () => {
    const storage = memoryStorage();
    saveDraft(storage, draft, 0);
    expect(readDraft(storage, 5 * minute)).toEqual(draft);
  });

  it('is not used, and goes, once older than its lifetime since the last change', () => {
    const storage = memoryStorage();
    saveDraft(storage, draft, 0);
    // Saving it again unchanged (the form shown again) is not a change.
    saveDraft(storage, draft, 20 * minute);
    expect(readDraft(storage, contactDraftStorage.lifetimeMinutes * minute)).toEqual(draft);
    expect(readDraft(storage, contactDraftStorage.lifetimeMinutes * minute + 1)).toBeNull();
    expect(storage.entries.has(key)).toBe(false);

    saveDraft(storage, draft, 0);
    saveDraft(
      storage,
      { ...draft, values: { ...draft.values, message: 'Hola de nuevo' } },
      20 * minute,
    );
    expect(readDraft(storage, 45 * minute)?.values.message).toBe('Hola de nuevo');
    // A time in the future (a clock set back) is not trusted either.
    expect(readDraft(storage, 19 * minute)).toBeNull();
  });

  it('is removed when nothing is typed (an emptied or a sent form)', () => {
    const storage = memoryStorage();
    saveDraft(storage, draft, 0);
    saveDraft(storage, {
      values: { name: '', email: '', message: '' },
      kind: null,
      fileName: null,
    });
    expect(storage.entries.size).toBe(0);
  });

  it('gives nothing for an entry that is not a draft of ours, and removes it', () => {
    for (const stored of [
      '{not json',
      'null',
      '[]',
      JSON.stringify({ savedAt: 0 }),
      JSON.stringify({ savedAt: '0', draft }),
      JSON.stringify({ savedAt: 0, draft: { ...draft, values: { name: 1 } } }),
      JSON.stringify({ savedAt: 0, draft: { values: { name: '', email: '', message: '' } } }),
    ]) {
      const storage = memoryStorage();
      storage.setItem(key, stored);
      expect(readDraft(storage, minute), stored).toBeNull();
      expect(storage.entries.has(key), stored).toBe(false);
    }
  });

  it('drops an unknown kind and an empty file name, keeping the rest', () => {
    const storage = memoryStorage();
    storage.setItem(
      key,
      JSON.stringify({ savedAt: 0, draft: { ...draft, kind: 'admin', fileName: '' } }),
    );
    expect(readDraft(storage, minute)).toEqual({ ...draft, kind: null, fileName: null });
  });

  it('keeps nothing, and throws nothing, where storage is refused', () => {
    const storage = memoryStorage(true);
    expect(() => saveDraft(storage, draft, 0)).not.toThrow();
    expect(readDraft(storage, 0)).toBeNull();
  });
});

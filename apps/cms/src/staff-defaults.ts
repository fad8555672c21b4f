/**
 * Sveltia CMS keeps each user's preferences in localStorage (`sveltia-cms.prefs`, a JSON object:
 * its services/user/prefs.svelte.js); these are the ones the admin chooses for staff before the
 * CMS starts, where the user has not chosen otherwise in its Settings:
 * - `closeWithEscape: false`: Escape, pressed to leave a menu or a field, must not close an entry
 *   with unsaved work (Sveltia's default closes it without asking);
 * - `useDraftBackup: true` (Sveltia's default, stated): with a git host, each change of an entry
 *   is kept in the browser, and reopening it offers to restore it (in local mode Sveltia keeps no
 *   backup: guardUnsavedWork asks before the work is left instead).
 */
export const prefsKey = 'sveltia-cms.prefs';
export const staffDefaults = { closeWithEscape: false, useDraftBackup: true } as const;

/** The stored preferences with the staff defaults for those the user has not set. */
export function withStaffDefaults(stored: string | null): string {
  let prefs: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(stored ?? '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      prefs = { ...parsed };
    }
  } catch {
    // Unreadable preferences: Sveltia would start from its defaults; start from ours.
  }
  return JSON.stringify({ ...staffDefaults, ...prefs });
}

/** Whether an address of the admin is an entry's editor (`#/collections/<name>/new`, `…/entries/…`). */
export const isEditorAddress = (hash: string): boolean =>
  /^#\/collections\/[^/]+\/(?:new\b|entries\/)/.test(hash);

/**
 * Whether the open entry has unsaved changes: Sveltia CMS enables its Save button (the one with
 * the Ctrl+S, or ⌘S, shortcut) exactly then, and disables it while saving.
 */
function hasUnsavedChanges(document: Document): boolean {
  const save = document.querySelector<HTMLButtonElement>(
    'button[aria-keyshortcuts="Ctrl+S"], button[aria-keyshortcuts="Meta+S"]',
  );
  return save !== null && !save.disabled && save.getAttribute('aria-disabled') !== 'true';
}

/**
 * Asks before the tab is closed or reloaded while the open entry has unsaved changes: the
 * browser's own "Leave site?" prompt. Sveltia CMS 0.221.1 asks before nothing, and in local mode
 * keeps no draft backup (docs/editing-content.md says what staff can expect).
 */
export function guardUnsavedWork(target: Window): void {
  target.addEventListener('beforeunload', (event) => {
    if (isEditorAddress(target.location.hash) && hasUnsavedChanges(target.document)) {
      event.preventDefault();
    }
  });
}

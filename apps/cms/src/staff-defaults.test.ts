import { describe, expect, it } from 'vitest';
import { isEditorAddress, withStaffDefaults } from './staff-defaults';

describe('withStaffDefaults', () => {
  it('turns off closing an entry with Escape and keeps the draft backup, unless the user chose', () => {
    expect(JSON.parse(withStaffDefaults(null))).toEqual({
      closeWithEscape: false,
      useDraftBackup: true,
    });
    expect(
      JSON.parse(withStaffDefaults(JSON.stringify({ closeWithEscape: true, locale: 'es' }))),
    ).toEqual({ closeWithEscape: true, useDraftBackup: true, locale: 'es' });
    expect(JSON.parse(withStaffDefaults('not json'))).toMatchObject({ closeWithEscape: false });
  });
});

describe('isEditorAddress', () => {
  it('tells an entry’s editor from a list', () => {
    expect(isEditorAddress('#/collections/team/new')).toBe(true);
    expect(isEditorAddress('#/collections/team/entries/valeria')).toBe(true);
    expect(isEditorAddress('#/collections/team')).toBe(false);
    expect(isEditorAddress('#/collections/team/newer')).toBe(false);
  });
});

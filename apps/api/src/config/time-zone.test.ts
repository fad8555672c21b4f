import { describe, expect, it } from 'vitest';
import { isTimeZone } from './time-zone.js';

describe('isTimeZone', () => {
  it('knows the time zones Intl knows', () => {
    expect(isTimeZone('America/Costa_Rica')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('Costa Rica')).toBe(false);
  });
});

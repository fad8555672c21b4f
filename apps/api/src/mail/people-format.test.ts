import { describe, expect, it } from 'vitest';
import { formatBytes, formatDay, formatTime } from './people-format.js';

describe('formatBytes', () => {
  it('is exact below a kilobyte and gives the exact count beside a rounded one above', () => {
    expect(formatBytes(45, 'en')).toBe('45 bytes');
    expect(formatBytes(1, 'en')).toBe('1 byte');
    expect(formatBytes(1023, 'es')).toBe('1023 bytes');
    expect(formatBytes(12_640, 'en')).toBe('12.3 kB (12,640 bytes)');
    expect(formatBytes(20 * 1024 * 1024, 'pt')).toBe('20 MB (20.971.520 bytes)');
  });
});

describe('formatTime', () => {
  it("names the day, the time, the zone's place and its offset", () => {
    const moment = new Date('2026-07-15T15:30:00Z');
    expect(formatTime(moment, 'es', 'America/Costa_Rica', 'hora de {{place}}')).toBe(
      'miércoles, 15 de julio de 2026, 9:30 (hora de Costa Rica, GMT-6)',
    );
    expect(formatTime(moment, 'pt', 'America/Sao_Paulo', 'horário de {{place}}')).toBe(
      'quarta-feira, 15 de julho de 2026 às 12:30 (horário de Sao Paulo, GMT-3)',
    );
    expect(formatDay(moment, 'en', 'Asia/Tokyo')).toBe('July 16, 2026');
  });
});

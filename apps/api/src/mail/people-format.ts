import type { Language } from '@verdalia/shared';

/**
 * A size as people read it, exact below a kilobyte ("45 bytes", never "1 KiB") and with the
 * exact count beside a rounded one above it ("19,8 MB (20.761.234 bytes)"). Kilobytes and
 * megabytes of 1024, as the site's "20 MB" limit is counted.
 */
export function formatBytes(bytes: number, language: Language): string {
  const exact = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'byte',
    unitDisplay: 'long',
  }).format(bytes);
  if (bytes < 1024) return exact;
  const [value, unit] =
    bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / 1024 ** 2, 'megabyte'];
  const rounded = new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(value);
  return `${rounded} (${exact})`;
}

/** The place a time zone is named after: "America/Costa_Rica" → "Costa Rica". */
function placeOf(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
}

/** The UTC offset in effect at `date` ("GMT-6"). */
function offsetAt(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    timeZoneName: 'shortOffset',
  }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * A moment in the company's time zone, in words, and the zone it is given in: ["martes, 3
 * de febrero de 2026, 14:05", "hora de Costa Rica, GMT-6"]. `zoneLabel` is the language's
 * "{{place}} time".
 */
export function timeParts(
  date: Date,
  language: Language,
  timeZone: string,
  zoneLabel: string,
): [when: string, zone: string] {
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(date);
  const place = zoneLabel.replaceAll('{{place}}', () => placeOf(timeZone));
  return [when, `${place}, ${offsetAt(date, timeZone)}`];
}

/** timeParts as one line: "martes, 3 de febrero de 2026, 14:05 (hora de Costa Rica, GMT-6)". */
export function formatTime(
  date: Date,
  language: Language,
  timeZone: string,
  zoneLabel: string,
): string {
  const [when, zone] = timeParts(date, language, timeZone, zoneLabel);
  return `${when} (${zone})`;
}

/** A day in the company's time zone ("5 de marzo de 2026"). */
export function formatDay(date: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(date);
}

import { fileExtension } from '@verdalia/shared';

const maxLength = 100;

/**
 * A file name safe for a mail header and a disk: the last path segment only, no control
 * characters, quotes or path/shell specials, at most 100 characters, the extension kept.
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .replace(/["*:<>?|;`$]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const extension = fileExtension(cleaned);
  const stem = extension ? cleaned.slice(0, -(extension.length + 1)) : cleaned;
  const shortStem = Array.from(stem)
    .slice(0, maxLength - extension.length - 1)
    .join('')
    .trim();
  const safeStem = shortStem.replace(/[\s.]+$/g, '') || 'attachment';
  return extension ? `${safeStem}.${extension}` : safeStem;
}

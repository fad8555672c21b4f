import { fileExtension } from '@verdalia/shared';
import { cleanLine } from './clean-text.js';

const maxLength = 100;

/**
 * A file name safe for a mail header and a disk: the last path segment only, no control or
 * invisible characters, quotes or path/shell specials, at most 100 characters, the extension
 * kept. NFKC first, so that look-alikes become what they look like: U+2024 (one dot leader)
 * turns `report․exe.pdf` into the `report.exe.pdf` a reader sees, and a fullwidth solidus
 * becomes a slash before the path is cut. Without `?` no encoded-word (`=?…?=`) can form,
 * which a mail client would decode in the attachment's name.
 */
export function sanitizeFileName(raw: string): string {
  const base = cleanLine(raw.normalize('NFKC')).split(/[/\\]/).pop() ?? '';
  const cleaned = base
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

import type { Language, PageKey } from '@verdalia/shared';

/**
 * How the built website is laid out and cached, as both servers of it read it: the embedded
 * one (plugins/app/site.ts) and the nginx configuration the build writes (nginx/).
 */

/** Hashed build output never changes under its name; everything else is revalidated. */
export const cacheControl = {
  hashed: 'public, max-age=31536000, immutable',
  file: 'public, max-age=0, must-revalidate',
  page: 'no-cache',
} as const;

/** The file of each prerendered page, relative to pages/. */
export function pageFile(language: Language, key: PageKey): string {
  return `${language}/${key}.html`;
}

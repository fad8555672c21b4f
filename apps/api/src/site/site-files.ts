import { languages, notFoundFile, pageAddresses } from '@verdalia/shared';

/**
 * How the built website is laid out and cached, as both servers of it read it: the embedded
 * one (plugins/app/site.ts) and the nginx configuration generated for it (nginx/). Every
 * answer is a file of client/: the pages too (packages/shared/src/pages.ts names them).
 */

/**
 * Hashed build output never changes under its name: cached for a year. Everything else (the
 * pages, their 404s and redirects, robots.txt, the project lists, images) is the same for every
 * visitor and carries validators (ETag, Last-Modified): browsers revalidate it on every use,
 * a shared cache (a CDN) may keep it 5 minutes before it revalidates (docs/operations.md,
 * "Behind a CDN": purge on deploy, or wait that long).
 */
export const cacheControl = {
  hashed: 'public, max-age=31536000, immutable',
  file: 'public, max-age=0, s-maxage=300, must-revalidate',
} as const;

/** Every HTML file of the build, relative to client/: each address's page and each 404. */
export const htmlFiles: readonly string[] = [
  ...pageAddresses.map((address) => address.file),
  ...languages.map(notFoundFile),
];

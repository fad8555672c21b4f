/**
 * The built website's Cache-Control, as both servers of it send it: the embedded one
 * (plugins/app/static-site.ts) and nginx, through the configuration generated for it
 * (nginx/nginx-includes.ts). Every answer of the site is a file of client/: the pages too.
 *
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

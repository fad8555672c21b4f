/**
 * The admin page's Content-Security-Policy: its own files only, and the git host's API. Sveltia
 * CMS needs no eval; it styles its components inline (style attributes), previews an image being
 * uploaded from a blob: URL and decodes HEIC photos in a worker. Frame-ancestors cannot be set
 * by a <meta>: the admin's host sends it as a header too (docs/editing-content.md).
 */
export const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "font-src 'self'",
  "worker-src 'self' blob:",
  "connect-src 'self' data: blob: https://api.github.com",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

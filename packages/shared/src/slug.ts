/**
 * The legacy site's category slug: lowercase, accents removed, every run of
 * non-alphanumerics turned into one underscore. Leading and trailing
 * underscores are trimmed so stray punctuation cannot change a slug.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

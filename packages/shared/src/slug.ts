/**
 * A name as a slug: lowercase, accents removed, every run of non-alphanumerics turned into
 * one separator, leading and trailing ones trimmed so stray punctuation cannot change a slug.
 * The separator is `_` for the categories (the legacy site's ids and query values) and `-`
 * for a project page's address (project-pages.ts), the usual word joint of a path.
 */
export function slugify(name: string, separator: '_' | '-' = '_'): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replaceAll(new RegExp(`^${separator}+|${separator}+$`, 'g'), '');
}

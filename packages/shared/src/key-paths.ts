/**
 * Every key path of a nested texts object ("form.errors.fileType", "items[2].title"): the
 * contract that es, en and pt texts hold the same keys is checked by comparing these, in the
 * shared messages, the website's translation files and the API's mail texts alike.
 */
export function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => keyPaths(item, `${prefix}[${index}]`));
  }
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

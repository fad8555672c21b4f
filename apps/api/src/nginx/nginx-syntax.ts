/** A string as nginx's configuration reads it: double-quoted, `\` and `"` escaped. */
export const quote = (value: string) =>
  `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/** A `map` block from `source` to the variable `$target`, its entries tried as nginx tries them. */
export function map(source: string, target: string, entries: [string, string][]): string {
  const body = entries.map(([match, value]) => `  ${match} ${value};`).join('\n');
  return `map ${quote(source)} $${target} {\n${body}\n}`;
}

/** A text matched literally inside a PCRE pattern. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const units: Record<string, number> = {
  '': 1,
  b: 1,
  k: 1024,
  kib: 1024,
  m: 1024 ** 2,
  mib: 1024 ** 2,
  g: 1024 ** 3,
  gib: 1024 ** 3,
  t: 1024 ** 4,
  tib: 1024 ** 4,
};

/**
 * A size as an operator writes it: bytes (`536870912`), or a whole number with a binary unit
 * (`512MiB`, `2G`, `100 KiB`; K, M, G and T are powers of 1024, as df -h and du -h mean them).
 * Undefined when it is not one.
 */
export function parseByteSize(text: string): number | undefined {
  const match = /^\s*(\d+)\s*([a-z]*)\s*$/i.exec(text);
  const multiplier = units[match?.[2]?.toLowerCase() ?? 'none'];
  if (!match?.[1] || multiplier === undefined) return undefined;
  const bytes = Number(match[1]) * multiplier;
  return Number.isSafeInteger(bytes) ? bytes : undefined;
}

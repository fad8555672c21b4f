import { map, quote } from './nginx-syntax.js';

/** The variable nginx counts one visitor by, as the API's visitorKey (net/visitor-key.ts). */
export const visitorVariable = '$verdalia_visitor';

const group = '[0-9a-f]{1,4}';
const capture = (name: string) => `(?<verdalia_${name}>${group})`;
const named = (name: string) => `$verdalia_${name}`;

/**
 * The regular expressions for an IPv6 address written with `::` after `before` groups and
 * `after` groups behind it, and the /64 each stands for. nginx writes $remote_addr one way per
 * address (lower-case, no leading zeros, the longest zero run as `::`), and the prefix is its
 * first four groups: those before `::`, the zeros it stands for, then those of its tail that
 * fall among the first four.
 */
function compressedEntries(): [string, string][] {
  const exact: [string, string][] = [];
  const open: [string, string][] = [];
  for (let before = 0; before <= 3; before += 1) {
    const head = Array.from({ length: before }, (_, index) => capture(`h${index}`));
    const headKey = Array.from({ length: before }, (_, index) => named(`h${index}`));
    // A tail reaching into the first four groups: written out whole, anchored at both ends.
    for (let after = 5; before + after <= 7; after += 1) {
      const tail = Array.from({ length: after }, (_, index) => capture(`t${index}`));
      const zeros = 8 - before - after;
      const key = [
        ...headKey,
        ...Array.from({ length: zeros }, () => '0'),
        ...Array.from({ length: after - 4 }, (_, index) => named(`t${index}`)),
      ];
      exact.push([
        quote(`~*^${head.join(':')}::${tail.join(':')}$`),
        quote(`${key.join(':')}::/64`),
      ]);
    }
    // Otherwise the first four groups are the head and zeros.
    const key = [...headKey, ...Array.from({ length: 4 - before }, () => '0')];
    open.push([quote(`~*^${head.join(':')}::`), quote(`${key.join(':')}::/64`)]);
  }
  return [...exact, ...open];
}

/**
 * The visitor's key from $remote_addr (which real_ip sets from a trusted proxy's
 * X-Forwarded-For): an IPv4 address is itself, an IPv4-mapped IPv6 address its IPv4, an IPv6
 * address its /64 written `2001:db8:0:0::/64`, as visitorKey writes it; the nginx rule test
 * asks a real nginx for both.
 */
export function visitorMap(): string {
  const full = [0, 1, 2, 3].map((index) => capture(`g${index}`)).join(':');
  return map('$remote_addr', visitorVariable.slice(1), [
    [quote('~^\\d+\\.\\d+\\.\\d+\\.\\d+$'), '$remote_addr'],
    [quote('~*^::ffff:(?<verdalia_v4>\\d+\\.\\d+\\.\\d+\\.\\d+)$'), '$verdalia_v4'],
    // The first four groups written out: they are the /64.
    [
      quote(`~*^${full}:`),
      quote(`${[0, 1, 2, 3].map((index) => named(`g${index}`)).join(':')}::/64`),
    ],
    ...compressedEntries(),
    ['default', '$remote_addr'],
  ]);
}

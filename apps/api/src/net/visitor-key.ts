import { isIPv4, isIPv6 } from 'node:net';

/** The IPv6 groups of a valid address, eight numbers (an IPv4 tail as its two groups). */
function ipv6Groups(ip: string): number[] {
  const [head = '', tail] = ip.split('::');
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const before = parse(head);
  const after = tail === undefined ? [] : parse(tail);
  const zeros = Array.from({ length: 8 - before.length - after.length }, () => 0);
  return [...before, ...zeros, ...after];
}

/**
 * The key one visitor is counted by, wherever the API counts visitors (the storage caps, the
 * rate limit, the attachment queue's marks), as nginx's limit key counts them
 * (apps/api/src/nginx/visitor-map.ts): an IPv4 address is itself, and so is one seen through an
 * IPv6 socket (`::ffff:192.0.2.1`); an IPv6 address counts by its /64, the network one
 * subscriber is given whole, where any one machine may take a new address for each request.
 * Written `2001:db8:0:0::/64` (groups in lower-case hex without leading zeros). Anything else
 * (never what a socket gives) is its own key.
 */
export function visitorKey(clientIp: string): string {
  const ip = clientIp.split('%', 1)[0] ?? clientIp;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip.toLowerCase());
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

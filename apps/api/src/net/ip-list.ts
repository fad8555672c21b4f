import { BlockList, isIP } from 'node:net';

/** Names proxy-addr (Fastify's trustProxy) understands in place of an address. */
const namedRanges = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
} as const;

export type NamedRange = keyof typeof namedRanges;

function isNamedRange(value: string): value is NamedRange {
  return Object.hasOwn(namedRanges, value);
}

/** A comma-separated list of addresses, CIDRs and the names above, split and trimmed. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** Why an entry is not an address, a CIDR or a known name; undefined when it is one. */
export function invalidEntry(entry: string): string | undefined {
  if (isNamedRange(entry) || isIP(entry) !== 0) return undefined;
  const [ip = '', prefix, ...rest] = entry.split('/');
  const family = isIP(ip);
  const bits = Number(prefix);
  const maxBits = family === 6 ? 128 : 32;
  if (family === 0 || rest.length > 0 || !/^\d+$/.test(prefix ?? '') || bits > maxBits) {
    return `"${entry}" is not an IP address, a CIDR (10.0.0.0/8) or one of ${Object.keys(namedRanges).join(', ')}`;
  }
  return undefined;
}

/** An IPv4 client seen through an IPv6 socket arrives as ::ffff:a.b.c.d. */
function plainIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** Matches client addresses against a list of validated entries (see invalidEntry). */
export function ipMatcher(entries: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of entries.flatMap((item) =>
    isNamedRange(item) ? namedRanges[item] : [item],
  )) {
    const [ip = '', prefix] = entry.split('/');
    const type = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(ip, type);
    else list.addSubnet(ip, Number(prefix), type);
  }
  return (ip) => {
    const plain = plainIp(ip);
    const family = isIP(plain);
    if (family === 0) return false;
    return list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

export const isLoopback = ipMatcher(['loopback']);

/**
 * True when a validated entry covers every IPv4 or every IPv6 address (0.0.0.0/0, ::/0,
 * ::ffff:0:0/96 …): as a list of trusted proxies it would trust every client.
 */
export function isCatchAll(entry: string): boolean {
  const covers = ipMatcher([entry]);
  const everyIpv4 = covers('0.0.0.0') && covers('255.255.255.255');
  const everyIpv6 = covers('::') && covers('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff');
  return everyIpv4 || everyIpv6;
}

import { describe, expect, it } from 'vitest';
import { ipMatcher, invalidEntry, isLoopback } from './ip-list.js';

describe('address lists', () => {
  it('accepts addresses, CIDRs and named ranges, and says what is wrong otherwise', () => {
    for (const entry of [
      '10.0.0.5',
      '10.0.0.0/8',
      '2001:db8::/32',
      '::1',
      'loopback',
      'uniquelocal',
    ]) {
      expect(invalidEntry(entry)).toBeUndefined();
    }
    for (const entry of [
      '10.0.0.0/33',
      '::/129',
      'proxy.lan',
      '10.0.0.0/8/1',
      '10.0.0.0/x',
      'true',
    ]) {
      expect(invalidEntry(entry)).toContain(`"${entry}" is not an IP address`);
    }
  });

  it('matches IPv4, IPv6 and IPv4 seen through an IPv6 socket', () => {
    const allowed = ipMatcher(['198.51.100.0/24', '2001:db8::1', 'linklocal']);
    expect(allowed('198.51.100.20')).toBe(true);
    expect(allowed('::ffff:198.51.100.20')).toBe(true);
    expect(allowed('2001:db8::1')).toBe(true);
    expect(allowed('169.254.1.1')).toBe(true);
    expect(allowed('198.51.101.1')).toBe(false);
    expect(allowed('not an ip')).toBe(false);
    expect(isLoopback('127.0.0.9')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
  });
});

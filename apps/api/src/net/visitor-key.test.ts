import { describe, expect, it } from 'vitest';
import { visitorKey } from './visitor-key.js';

describe('visitorKey', () => {
  it('counts an IPv4 address as itself', () => {
    expect(visitorKey('192.0.2.1')).toBe('192.0.2.1');
    expect(visitorKey('192.0.2.2')).toBe('192.0.2.2');
  });

  it('counts an IPv4 address seen through an IPv6 socket as the IPv4 address', () => {
    expect(visitorKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(visitorKey('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(visitorKey('::ffff:c000:201')).toBe('192.0.2.1');
    expect(visitorKey('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('counts every address of one IPv6 /64 as one visitor, however it is written', () => {
    const spellings = [
      '2001:db8:0:0:1::',
      '2001:db8::1',
      '2001:0DB8:0000:0000:ffff:ffff:ffff:ffff',
      '2001:db8:0:0:a:b:c:d',
      '2001:db8::a:b:c:d',
      '2001:db8::1%eth0',
    ];
    for (const ip of spellings) expect(visitorKey(ip), ip).toBe('2001:db8:0:0::/64');
  });

  it('tells apart the /64s next to each other, and reads the prefix across a compressed run', () => {
    expect(visitorKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(visitorKey('2001:db8:1::')).toBe('2001:db8:1:0::/64');
    expect(visitorKey('1::2:3:4:5:6')).toBe('1:0:0:2::/64');
    expect(visitorKey('::1')).toBe('0:0:0:0::/64');
    expect(visitorKey('::')).toBe('0:0:0:0::/64');
    expect(visitorKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(visitorKey('::ffff:0:192.0.2.1')).toBe('0:0:0:0::/64');
  });

  it('keeps what is not an IP address as it is', () => {
    expect(visitorKey('not-an-ip')).toBe('not-an-ip');
  });
});

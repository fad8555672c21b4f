import { describe, expect, it } from 'vitest';
import { parseByteSize } from './byte-size.js';

describe('parseByteSize', () => {
  it('reads bytes, and binary units as df -h writes them', () => {
    expect(parseByteSize('536870912')).toBe(512 * 1024 * 1024);
    expect(parseByteSize('512MiB')).toBe(512 * 1024 * 1024);
    expect(parseByteSize('512M')).toBe(512 * 1024 * 1024);
    expect(parseByteSize(' 2 GiB ')).toBe(2 * 1024 ** 3);
    expect(parseByteSize('100k')).toBe(100 * 1024);
    expect(parseByteSize('0')).toBe(0);
    expect(parseByteSize('1T')).toBe(1024 ** 4);
  });

  it('refuses what is not a whole size', () => {
    for (const text of ['', 'MiB', '-1', '1.5G', '2 GB', '10 bytes', '1e9', '9999999999999T']) {
      expect(parseByteSize(text), text).toBeUndefined();
    }
  });
});

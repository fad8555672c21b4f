import { describe, expect, it } from 'vitest';
import { cabinet, isoImage, rar, sevenZip } from '@verdalia/test-files/containers';
import {
  isCabHeader,
  isIsoDescriptor,
  isoDescriptorOffset,
  isRarHeader,
  isSevenZipHeader,
} from './archive-headers.js';

describe('archive headers: an archive by its consistent header, not by its signature alone', () => {
  it('knows a 7z, a RAR 5, a cabinet and an ISO 9660 image as their formats write them', () => {
    expect(isSevenZipHeader(sevenZip(), 0)).toBe(true);
    expect(isRarHeader(rar(), 0)).toBe(true);
    expect(isCabHeader(cabinet(), 0, cabinet().length)).toBe(true);
    expect(isIsoDescriptor(isoImage(), isoDescriptorOffset)).toBe(true);
  });

  it('takes the same signatures with a header that does not hold for chance bytes', () => {
    const broken = (bytes: Buffer, at: number) => {
      const copy = Buffer.from(bytes);
      copy[at] = (copy[at] ?? 0) ^ 0xff;
      return copy;
    };
    expect(isSevenZipHeader(broken(sevenZip(), 20), 0)).toBe(false);
    expect(isRarHeader(broken(rar(), 13), 0)).toBe(false);
    expect(isCabHeader(broken(cabinet(), 24), 0, cabinet().length)).toBe(false);
    // A cabinet longer than what follows it in the file is no cabinet a reader opens.
    expect(isCabHeader(cabinet(), 0, cabinet().length - 1)).toBe(false);
    expect(isIsoDescriptor(broken(isoImage(), isoDescriptorOffset + 6), isoDescriptorOffset)).toBe(
      false,
    );
  });
});

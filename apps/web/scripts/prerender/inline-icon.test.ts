import { describe, expect, it } from 'vitest';
import { inlineSvgIcon, svgDataUrl } from './inline-icon.ts';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="#0b4f6c"/></svg>\n';

describe('svgDataUrl', () => {
  it('decodes back to the SVG (double quotes as single ones), with no character an attribute cannot hold', () => {
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      svg.trim().replace(/"/g, "'"),
    );
    // '#' would end the URL at a fragment; '"', '<' and '>' do not belong in an attribute, and
    // a URL holds no whitespace (the W3C checker refuses it).
    expect(url).not.toMatch(/["<>#\s]/);
  });
});

describe('inlineSvgIcon', () => {
  const template = '<head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /></head>';

  it('puts the icon in place of its address', () => {
    expect(inlineSvgIcon(template, '/favicon.svg', svg)).toBe(
      `<head><link rel="icon" href="${svgDataUrl(svg)}" type="image/svg+xml" /></head>`,
    );
  });

  it('refuses a template that links the icon never or twice', () => {
    expect(() => inlineSvgIcon('<head></head>', '/favicon.svg', svg)).toThrow(/once/);
    expect(() => inlineSvgIcon(template + template, '/favicon.svg', svg)).toThrow(/once/);
  });
});

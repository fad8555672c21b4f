import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowInlineScripts, inlineScriptHashes } from './inline-scripts.js';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, once each', () => {
    const code = 'console.log(1)';
    const html = `<head><script type="module" data-entry="/a.js">${code}</script></head><body><script>${code}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([hash(code)]);
  });

  it('skips data blocks a browser never runs (JSON-LD)', () => {
    const html = `<script type="application/ld+json">{"a":1}</script><script type=module>go()</script>`;
    expect(inlineScriptHashes(html)).toEqual([hash('go()')]);
  });

  it('skips scripts loaded from a file and empty ones', () => {
    expect(
      inlineScriptHashes('<script type="module" src="/a.js"></script><script> </script>'),
    ).toEqual([]);
  });
});

describe('allowInlineScripts', () => {
  it('adds the hashes to script-src and leaves the other directives alone', () => {
    const policy = "default-src 'self';script-src 'self' https://hcaptcha.com;object-src 'none'";
    expect(allowInlineScripts(policy, ["'sha256-x'"])).toBe(
      "default-src 'self';script-src 'self' https://hcaptcha.com 'sha256-x';object-src 'none'",
    );
  });

  it('derives script-src from default-src when the policy has none', () => {
    expect(allowInlineScripts("default-src 'self'", ["'sha256-x'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-x'",
    );
  });

  it('returns the policy unchanged without inline scripts', () => {
    expect(allowInlineScripts("default-src 'self'", [])).toBe("default-src 'self'");
  });
});

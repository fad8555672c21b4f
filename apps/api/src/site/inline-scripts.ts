import { createHash } from 'node:crypto';

const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** CSP source expressions ('sha256-…') for the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, code = ''] of html.matchAll(inlineScript)) {
    if (code.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The page's Content-Security-Policy with its inline scripts allowed by hash: the policy
 * stays strict (no 'unsafe-inline'), and a script changed or injected in transit is refused.
 */
export function allowInlineScripts(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => directive.startsWith('script-src '));
  if (index === -1) {
    const fallback = directives.find((directive) => directive.startsWith('default-src '));
    const sources = fallback ? fallback.slice('default-src '.length) : "'self'";
    directives.push(`script-src ${sources} ${hashes.join(' ')}`);
  } else {
    directives[index] = `${directives[index]} ${hashes.join(' ')}`;
  }
  return directives.filter(Boolean).join(';');
}

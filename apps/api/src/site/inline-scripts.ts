import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { languages, notFoundFile, pageAddresses } from '@verdalia/shared';

/** Every HTML file of the build, relative to client/: each address's page and each 404. */
const htmlFiles: readonly string[] = [
  ...pageAddresses.map((address) => address.file),
  ...languages.map(notFoundFile),
];

const inlineScript = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
/** What a browser runs: no type, or a JavaScript one. JSON-LD and other data blocks are not. */
const executable = /^(?:module|text\/javascript|application\/javascript)?$/i;

/** CSP source expressions ('sha256-…') for the inline scripts an HTML page runs. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', code = ''] of html.matchAll(inlineScript)) {
    const type = /\stype=["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!executable.test(type) || code.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The hashes of every inline script the build's pages run (one: the boot script, the same on
 * every page), read from the files where they are served from: the embedded server at start-up,
 * the nginx configuration when it is written.
 */
export async function siteScriptHashes(clientDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of htmlFiles) {
    for (const hash of inlineScriptHashes(await readFile(path.join(clientDir, file), 'utf8'))) {
      hashes.add(hash);
    }
  }
  return [...hashes].sort();
}

/**
 * The site's Content-Security-Policy with its inline scripts allowed by hash: the policy
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

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveAddress } from '@verdalia/shared';
import { readHtml } from './pages';

/**
 * The built site the suite's server serves (apps/web/dist, or E2E_WEB_DIST as the config reads
 * it): what a page says is read from its file, parsed as browsers parse it, with no browser and
 * no server. A browser test is for what the browser adds (layout, behaviour, the keyboard).
 */
export const webDist = path.resolve(
  import.meta.dirname,
  '..',
  process.env.E2E_WEB_DIST ?? '../apps/web/dist',
);

/** The file a page's address is served from, by the shared rule. */
export function builtFile(address: string): string {
  const resolution = resolveAddress(address);
  if (resolution.kind !== 'page') throw new Error(`${address} is no page's address`);
  return path.join(webDist, 'client', resolution.file);
}

/** The HTML of the page at `address`, as the build wrote it. */
export function builtHtml(address: string): string {
  return readFileSync(builtFile(address), 'utf8');
}

/** The page at `address` as a crawler reads it (support/pages.ts's readHtml). */
export function builtPage(address: string) {
  return readHtml(builtHtml(address));
}

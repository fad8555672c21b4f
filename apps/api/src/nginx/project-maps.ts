import { projectAddressPattern, type ProjectPageAddress } from '@verdalia/shared';
import { map, quote } from './nginx-syntax.js';

/**
 * The project pages' spellings (the shared projectAddressPattern, one per page of the build):
 * another spelling is a 301 to the page's address, the query kept; the address itself has
 * its own location (projectLocations), and an unknown slug is no file, so the 404 page.
 */
export function projectMaps(projectPages: readonly ProjectPageAddress[]): string[] {
  const address = map('$uri', 'verdalia_project_address', [
    ...projectPages.map((page): [string, string] => [
      quote(`~*${projectAddressPattern(page.language, page.slug)}`),
      quote(page.path),
    ]),
    ['default', '""'],
  ]);
  const redirect = map('$verdalia_project_address|$uri', 'verdalia_project_redirect', [
    [quote('~^\\|'), '""'],
    [quote('~^(?<verdalia_project>[^|]+)\\|(?P=verdalia_project)$'), '""'],
    ['default', quote('$verdalia_project_address$is_args$args')],
  ]);
  return [address, redirect];
}

/** Each project's page at its address: its file (nginx matches exact locations first). */
export function projectLocations(projectPages: readonly ProjectPageAddress[]): string {
  return projectPages
    .map((page) => `location = ${page.path} { rewrite ^ /${page.file} break; }`)
    .join('\n');
}

// The workspace's packages as the root scripts see them (the root has no dependencies of its
// own): resolved from the API package, which depends on them.
import { createRequire } from 'node:module';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
/** require() as apps/api sees it: @verdalia/shared, … */
export const apiRequire = createRequire(path.join(root, 'apps/api/package.json'));

/** The built shared package (routes, languages): one home for the contracts. */
export async function sharedPackage() {
  return import(apiRequire.resolve('@verdalia/shared'));
}

import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { cmsConfig } from './cms-config.ts';

/** The committed configuration the admin page loads (index.html's cms-config-url link). */
export const cmsConfigFile = path.resolve(import.meta.dirname, '../public/config.json');

/** The configuration as the committed file holds it: Prettier-clean JSON. */
export async function formattedCmsConfig(repoRoot: string): Promise<string> {
  const options = (await resolveConfig(cmsConfigFile)) ?? {};
  return format(JSON.stringify(cmsConfig(repoRoot)), { ...options, filepath: cmsConfigFile });
}

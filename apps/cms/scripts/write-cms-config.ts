// Writes public/config.json from packages/shared (`pnpm --filter @verdalia/cms config`): run
// it after changing a content schema, the languages, the categories or a page text's shape.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cmsConfigFile, formattedCmsConfig } from './cms-config-file.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
await writeFile(cmsConfigFile, await formattedCmsConfig(repoRoot));
console.warn(`wrote ${path.relative(repoRoot, cmsConfigFile)}`);

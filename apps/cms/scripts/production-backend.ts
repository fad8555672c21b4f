import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import * as z from 'zod';
import { backendFile, configuredBackend, productionProblems } from './backend.ts';

const shippedConfig = z.object({ backend: z.unknown() });
const repoRoot = path.resolve(import.meta.dirname, '../../..');
// cms-config-file.ts's cmsConfigFile, named again: importing it would load packages/shared's
// build into the admin's Vite configuration.
const cmsConfigFile = path.resolve(import.meta.dirname, '../public/config.json');
const named = (file: string) => path.relative(repoRoot, file);

/**
 * Stops the admin's production build unless the backend it ships is publishable: the one in
 * deploy/cms-backend.json, without placeholders, and the same as public/config.json's (the file
 * the admin loads; `pnpm --filter @verdalia/cms config` rewrites it).
 */
export function refuseUnpublishableBackend(contentSecurityPolicy: string): void {
  const problems = productionProblems(configuredBackend, contentSecurityPolicy);
  const { backend: shipped } = shippedConfig.parse(JSON.parse(readFileSync(cmsConfigFile, 'utf8')));
  if (!isDeepStrictEqual(shipped, configuredBackend)) {
    problems.push(
      `${named(cmsConfigFile)} holds another backend: run \`pnpm --filter @verdalia/cms config\``,
    );
  }
  if (problems.length > 0) {
    throw new Error(
      `The CMS admin's production build refuses its backend (${named(backendFile)}):\n` +
        problems.map((problem) => `- ${problem}`).join('\n'),
    );
  }
}

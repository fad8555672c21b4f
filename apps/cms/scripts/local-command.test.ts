import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const manifest = z.object({
  packageManager: z.string().optional(),
  scripts: z.record(z.string(), z.string()),
});
const readManifest = (file: string) =>
  manifest.parse(JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')));

// `npm run cms`, the staff's local command (README, docs/editing-content.md): the root script
// runs the CMS package's `serve` through scripts/lib/with-runtime.sh, where pnpm is a shell
// function (the pinned version through npx), not a program that `exec` can start.
describe('npm run cms', () => {
  it('runs the CMS package’s serve script on the project’s pnpm', () => {
    expect(readManifest('package.json').scripts.cms).toBe(
      'bash scripts/lib/with-runtime.sh pnpm --filter @verdalia/cms run serve',
    );
    // The checkout's build (mode "checkout": no production backend check), then the preview
    // server that says what publishing needs (scripts/serve-local.ts).
    expect(readManifest('apps/cms/package.json').scripts.serve).toBe(
      'vite build --mode checkout && node scripts/serve-local.ts',
    );
  });

  it('starts pnpm through the runtime script, at the version package.json pins', () => {
    const pinned = readManifest('package.json').packageManager?.replace(/^pnpm@/, '');
    // As from a staff member's shell: no pnpm on the PATH (this test itself runs under one).
    const withoutPnpm = (process.env.PATH ?? '')
      .split(path.delimiter)
      .filter((dir) => !existsSync(path.join(dir, 'pnpm')))
      .join(path.delimiter);
    const printed = execFileSync('bash', ['scripts/lib/with-runtime.sh', 'pnpm', '--version'], {
      cwd: repoRoot,
      env: { ...process.env, PATH: withoutPnpm },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    expect(printed.trim()).toBe(pinned);
  }, 120_000);
});

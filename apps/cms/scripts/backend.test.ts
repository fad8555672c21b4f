import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../src/content-security-policy.ts';
import { backendSchema, configuredBackend, productionProblems, readBackend } from './backend.ts';

const packageRoot = path.resolve(import.meta.dirname, '..');
const made: string[] = [];
const temporary = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const github = {
  name: 'github',
  repo: 'verdalia/website',
  branch: 'main',
  base_url: 'https://cms-auth.verdalia.org',
} as const;

describe('the CMS backend (deploy/cms-backend.json)', () => {
  it('is read from its one file, and the committed one is still the placeholder', () => {
    expect(configuredBackend.name).toBe('github');
    expect(productionProblems(configuredBackend, contentSecurityPolicy)).toEqual([
      'base_url "https://cms-auth.verdalia.example" is a placeholder: set the real address',
    ]);
  });

  it('accepts a real GitHub backend with its token exchange', () => {
    expect(productionProblems(backendSchema.parse(github), contentSecurityPolicy)).toEqual([]);
  });

  it('refuses in production a GitHub sign-in without the token exchange, and reserved names', () => {
    const withoutExchange = backendSchema.parse({ ...github, base_url: undefined });
    expect(productionProblems(withoutExchange, contentSecurityPolicy)).toEqual([
      'base_url is missing: GitHub sign-in needs the OAuth token exchange’s address',
    ]);
    expect(backendSchema.safeParse({ ...github, base_url: 'https://localhost' }).success).toBe(
      false,
    );
    for (const host of ['cms.example.com', 'auth.test', 'x.invalid', 'a.localhost']) {
      const problems = productionProblems(
        backendSchema.parse({ ...github, base_url: `https://${host}` }),
        contentSecurityPolicy,
      );
      expect(problems, host).toHaveLength(1);
    }
  });

  it('asks Gitea/Forgejo for its instance, API and app id, and its API in the admin’s CSP', () => {
    const gitea = {
      name: 'gitea',
      repo: 'verdalia/website',
      branch: 'main',
      base_url: 'https://git.verdalia.org',
      api_root: 'https://git.verdalia.org/api/v1',
      app_id: 'f0e1d2',
    };
    expect(backendSchema.safeParse({ ...gitea, api_root: undefined }).success).toBe(false);
    expect(productionProblems(backendSchema.parse(gitea), contentSecurityPolicy)).toEqual([
      "the admin's Content-Security-Policy does not allow https://git.verdalia.org in connect-src (apps/cms/src/content-security-policy.ts)",
    ]);
    const allowing = contentSecurityPolicy.replace(
      'connect-src',
      'connect-src https://git.verdalia.org',
    );
    expect(productionProblems(backendSchema.parse(gitea), allowing)).toEqual([]);
  });

  it('refuses an option it does not know, plain http and a malformed repository', () => {
    for (const bad of [
      { ...github, unknown_option: true },
      { ...github, base_url: 'http://cms-auth.verdalia.org' },
      { ...github, repo: 'website' },
      { ...github, name: 'gitlab' },
    ]) {
      expect(backendSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    const file = path.join(temporary('cms-backend-'), 'cms-backend.json');
    writeFileSync(file, JSON.stringify({ ...github, repo: 'website' }));
    expect(() => readBackend(file)).toThrow(/cms-backend\.json is not a backend.*\n.*repo/s);
  });
});

describe('the admin’s production build', () => {
  it('stops on the placeholder backend, naming the file, before bundling anything', async () => {
    const run = promisify(execFile);
    const failure = await run(
      'pnpm',
      ['exec', 'vite', 'build', '--outDir', temporary('cms-dist-')],
      {
        cwd: packageRoot,
      },
    ).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(String(failure)).toMatch(
      /refuses its backend \(deploy\/cms-backend\.json\):\n- base_url "https:\/\/cms-auth\.verdalia\.example" is a placeholder/,
    );
  }, 120_000);
});

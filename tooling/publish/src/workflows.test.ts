// Both CI workflow files: valid by GitHub's workflow schema (action-validator, which Forgejo's
// and Gitea's syntax follows), and running the same one script with the same settings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as z from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const files = ['.github/workflows/publish.yml', '.forgejo/workflows/publish.yml'];
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

const workflow = z.object({
  on: z.object({
    push: z.object({ branches: z.array(z.string()) }),
    workflow_dispatch: z.unknown(),
  }),
  concurrency: z.object({ group: z.string(), 'cancel-in-progress': z.boolean() }),
  permissions: z.record(z.string(), z.string()),
  jobs: z.record(
    z.string(),
    z.object({
      'runs-on': z.string(),
      if: z.string(),
      steps: z.array(
        z.object({
          uses: z.string().optional(),
          with: z.record(z.string(), z.unknown()).optional(),
          run: z.string().optional(),
          env: z.record(z.string(), z.string()).optional(),
        }),
      ),
    }),
  ),
});

describe('the publishing workflows', () => {
  it.each(files)('%s is a valid workflow', (file) => {
    expect(validateWorkflow(read(file)).errors).toEqual([]);
  });

  it('the validator refuses a broken workflow (it is no rubber stamp)', () => {
    const broken = read(files[0] ?? '').replace('runs-on:', 'runs_on:');
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
  });

  it('both run one step, scripts/publish/publish.sh, for main only, with the same settings', () => {
    const [github, forgejo] = files.map((file) => workflow.parse(parse(read(file))));
    for (const flow of [github, forgejo]) {
      expect(flow?.on.push.branches).toEqual(['main']);
      expect(flow?.concurrency['cancel-in-progress']).toBe(false);
      expect(flow?.permissions).toEqual({ contents: 'read' });
      expect(flow?.jobs.deploy?.if).toBe("github.ref == 'refs/heads/main'");
      const steps = flow?.jobs.deploy?.steps ?? [];
      expect(steps.map((step) => step.uses ?? step.run)).toEqual([
        expect.stringMatching(/^actions\/checkout@v\d+$/),
        'bash scripts/publish/publish.sh "$PUBLISH_COMMAND"',
      ]);
      // The whole history: the script diffs the pushed commit against the live one.
      expect(steps[0]?.with).toEqual({ 'fetch-depth': 0 });
    }
    const env = (flow: typeof github) => flow?.jobs.deploy?.steps[1]?.env ?? {};
    const { PUBLISH_RUN_URL: githubRun, ...githubEnv } = env(github);
    const { PUBLISH_RUN_URL: forgejoRun, ...forgejoEnv } = env(forgejo);
    expect(forgejoEnv).toEqual(githubEnv);
    expect(githubRun).toMatch(/\/actions\/runs\/\$\{\{ github\.run_id \}\}$/);
    expect(forgejoRun).toMatch(/\/actions\/runs\/\$\{\{ github\.run_number \}\}$/);
  });

  it('pass every setting the script reads, secrets as secrets', () => {
    const settings = readFileSync(path.join(import.meta.dirname, 'settings.ts'), 'utf8');
    const read = [...settings.matchAll(/^\s{4}([A-Z_]+): /gm)].map((match) => match[1]);
    const flow = workflow.parse(parse(readFileSync(path.join(repoRoot, files[0] ?? ''), 'utf8')));
    const env = flow.jobs.deploy?.steps[1]?.env ?? {};
    for (const name of read) {
      if (name?.startsWith('GITHUB_')) continue; // set by the runner itself
      expect(Object.keys(env), name).toContain(name);
    }
    expect(env.PUBLISH_SSH_KEY).toBe('${{ secrets.PUBLISH_SSH_KEY }}');
    expect(env.SMTP_URL).toBe('${{ secrets.PUBLISH_SMTP_URL }}');
  });
});

// The git side of the end-to-end test: a bare repository as the remote, this checkout's working
// tree as its first commit, a clone where "staff" save, and a runner's workspace where each
// push is checked out as the CI's checkout step does it.
import { execFile } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const identity = {
  GIT_AUTHOR_NAME: 'Ana Staff',
  GIT_AUTHOR_EMAIL: 'ana@verdalia.org',
  GIT_COMMITTER_NAME: 'Ana Staff',
  GIT_COMMITTER_EMAIL: 'ana@verdalia.org',
};

export async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('git', args, {
    cwd,
    env: { ...process.env, ...identity },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout.trim();
}

/**
 * Pushes this checkout's working tree as it is (committed or not, .gitignore applied) as the
 * remote's main, through a temporary index: the checkout's own index and HEAD stay untouched.
 */
export async function pushWorkingTree(repoRoot: string, remote: string, index: string) {
  const env = { ...process.env, ...identity, GIT_INDEX_FILE: index };
  const inRepo = (...args: string[]) =>
    run('git', args, { cwd: repoRoot, env, maxBuffer: 64 * 1024 * 1024 });
  await inRepo('add', '--all');
  const tree = (await inRepo('write-tree')).stdout.trim();
  const commit = (
    await inRepo('commit-tree', tree, '-m', 'The working tree under test')
  ).stdout.trim();
  await inRepo('push', '--quiet', remote, `${commit}:refs/heads/main`);
  return commit;
}

/** Commits everything in `clone` and pushes it to main; the new commit. */
export async function commitAndPush(clone: string, message: string): Promise<string> {
  await git(clone, 'add', '--all');
  await git(clone, 'commit', '--quiet', '-m', message);
  await git(clone, 'push', '--quiet', 'origin', 'HEAD:main');
  return git(clone, 'rev-parse', 'HEAD');
}

/** The runner's workspace at `sha`, as actions/checkout leaves a persistent workspace. */
export async function checkout(workspace: string, sha: string): Promise<void> {
  await git(workspace, 'fetch', '--quiet', 'origin');
  await git(workspace, 'checkout', '--quiet', '--force', '--detach', sha);
  await git(workspace, 'clean', '-ffdq');
}

/** Every JSON file under `dir` (content/), relative to it. */
export async function jsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.json') && entry.name !== 'package.json',
    )
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** The text values of a JSON document, with their paths. */
export function textValues(
  value: unknown,
  at: (string | number)[] = [],
): { at: (string | number)[]; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textValues(item, [...at, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => textValues(item, [...at, key]));
  }
  return [];
}

export async function editJson(file: string, edit: (value: unknown) => void): Promise<void> {
  const value: unknown = JSON.parse(await readFile(file, 'utf8'));
  edit(value);
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

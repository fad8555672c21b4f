import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function git(repoRoot: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim();
}

async function succeeds(repoRoot: string, ...args: string[]): Promise<boolean> {
  return git(repoRoot, ...args).then(
    () => true,
    () => false,
  );
}

/** The commit being published, its subject and its author (for the log and the mail). */
export async function headCommit(repoRoot: string) {
  const [sha = '', author = '', subject = ''] = (
    await git(repoRoot, 'log', '-1', '--format=%H%x00%an <%ae>%x00%s')
  ).split('\0');
  return { sha, author, subject };
}

/** Whether this clone has `sha` (a live commit from a history since rewritten may be gone). */
export const hasCommit = (repoRoot: string, sha: string) =>
  succeeds(repoRoot, 'cat-file', '-e', `${sha}^{commit}`);

/** Whether `older` is an ancestor of (or is) `newer`. */
export const isAncestor = (repoRoot: string, older: string, newer: string) =>
  succeeds(repoRoot, 'merge-base', '--is-ancestor', older, newer);

/** The files that differ between two commits, renames as a deletion and an addition. */
export async function changedFiles(repoRoot: string, from: string, to: string): Promise<string[]> {
  const out = await git(repoRoot, 'diff', '--name-only', '--no-renames', '-z', from, to);
  return out.split('\0').filter(Boolean);
}

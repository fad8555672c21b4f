import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiDir, '../..');

/** The line of `text` that starts with `prefix`; fails the test when there is none. */
function lineStarting(text: string, prefix: string, where: string): string {
  const line = text.split('\n').find((candidate) => candidate.startsWith(prefix));
  if (line === undefined) throw new Error(`${where}: no line starts with "${prefix}"`);
  return line;
}

/** The node flags before the server entry in `node <flags…> <…>dist/server.js`. */
function flagsBefore(entry: string, words: string[]): string[] {
  const node = words.indexOf('node');
  const server = words.findIndex((word) => word.endsWith(entry));
  expect(node, `"node" in ${words.join(' ')}`).toBeGreaterThanOrEqual(0);
  expect(server, `${entry} in ${words.join(' ')}`).toBeGreaterThan(node);
  return words.slice(node + 1, server);
}

describe('the API start command', () => {
  it('passes the same node flags in package.json, scripts/start.sh and the Dockerfile', async () => {
    const pkg = JSON.parse(await readFile(path.join(apiDir, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    const expected = flagsBefore('dist/server.js', pkg.scripts.start.split(/\s+/));
    // The V8 heap floor is the point of these flags (see the API README).
    expect(expected).toContain('--initial-old-space-size=64');

    const startScript = await readFile(path.join(repoRoot, 'scripts/start.sh'), 'utf8');
    const execLine = lineStarting(startScript, 'exec node ', 'scripts/start.sh');
    expect(flagsBefore('apps/api/dist/server.js', execLine.split(/\s+/))).toEqual(expected);

    const dockerfile = await readFile(path.join(repoRoot, 'Dockerfile'), 'utf8');
    const cmd = lineStarting(dockerfile, 'CMD ', 'Dockerfile');
    const cmdWords = JSON.parse(cmd.slice('CMD '.length)) as string[];
    expect(flagsBefore('apps/api/dist/server.js', cmdWords)).toEqual(expected);
  });
});

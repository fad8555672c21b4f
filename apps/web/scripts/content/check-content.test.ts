import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(import.meta.dirname, 'check-content.ts');
let copy = '';

/** A copy of the repository's content/ with one file's text replaced. */
function contentWith(file: string, edit: (text: string) => string): string {
  copy = mkdtempSync(path.join(tmpdir(), 'verdalia-content-'));
  cpSync(path.join(repoRoot, 'content'), path.join(copy, 'content'), { recursive: true });
  writeFileSync(path.join(copy, file), edit(readFileSync(path.join(copy, file), 'utf8')));
  return copy;
}

const check = (root: string) =>
  spawnSync(process.execPath, [script, root], { encoding: 'utf8', timeout: 60_000 });

afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  copy = '';
});

describe('the build’s content check', () => {
  it('stops on a broken entry with the file, the entry and the field in words', () => {
    const run = check(
      contentWith('content/projects/pt.json', (text) => {
        const projects = JSON.parse(text) as { years: { start: number; end?: number } }[];
        const seventh = projects[6];
        if (seventh) seventh.years = { start: 2021, end: 2019 };
        return `${JSON.stringify(projects, null, 2)}\n`;
      }),
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /content\/projects\/pt\.json, project 7 \(".+"\), field "years": the end year 2019 is before the start year 2021\./,
    );
    expect(run.stderr).not.toMatch(/ZodError|anonymous_script|\bat .+:\d+:\d+/);
  });

  it('names the line and column of a file that is not JSON', () => {
    const run = check(contentWith('content/team/en.json', (text) => text.replace('",', '"')));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /content\/team\/en\.json: the file is not valid JSON \(line \d+ column \d+\)/,
    );
    expect(run.stderr).not.toMatch(/SyntaxError|\bat .+:\d+:\d+/);
  });
});

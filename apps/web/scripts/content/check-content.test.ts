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
    const file =
      'content/projects/factibilidad-de-un-parque-solar-de-50-mw-en-republica-dominicana.json';
    const run = check(
      contentWith(file, (text) => {
        const project = JSON.parse(text) as { es: { years: { start: number; end?: number } } };
        project.es.years = { start: 2021, end: 2019 };
        return `${JSON.stringify(project, null, 2)}\n`;
      }),
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `${file}, project 3 ("Factibilidad de un parque solar de 50 M…"), field "years": the end year 2019 is before the start year 2021.`,
    );
    expect(run.stderr).not.toMatch(/ZodError|anonymous_script|\bat .+:\d+:\d+/);
  });

  it('names the line and column of a file that is not JSON', () => {
    const run = check(contentWith('content/team/andres.json', (text) => text.replace('",', '"')));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /content\/team\/andres\.json: the file is not valid JSON \(line 5 column \d+\)/,
    );
    expect(run.stderr).not.toMatch(/SyntaxError|\bat .+:\d+:\d+/);
  });
});

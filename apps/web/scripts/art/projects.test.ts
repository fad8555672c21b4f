import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(import.meta.dirname, 'projects.mjs');
const committed = path.join(import.meta.dirname, '../../public/images/projects');
let scratch = '';

afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = '';
});

describe('the projects’ generated art (a build step)', () => {
  it('draws every project of the content: the committed pictures as they are, and a new project’s', () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'project-art-'));
    cpSync(path.join(repoRoot, 'content'), path.join(scratch, 'content'), { recursive: true });
    // A project staff added in the CMS, without a photograph.
    const source = path.join(
      scratch,
      'content/projects/linea-de-credito-verde-para-pymes-centroamericanas.json',
    );
    const project = JSON.parse(readFileSync(source, 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
    writeFileSync(
      path.join(scratch, 'content/projects/nuevo.json'),
      JSON.stringify({ ...project, es: { ...project.es, id: 31, order: 31 } }),
    );
    const out = path.join(scratch, 'art');
    const run = spawnSync(process.execPath, [script, scratch, out], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const drawn = readdirSync(out).sort();
    expect(drawn).toEqual([...readdirSync(committed).sort(), 'project-31.svg'].sort());
    for (const name of readdirSync(committed)) {
      expect(readFileSync(path.join(out, name), 'utf8'), name).toBe(
        readFileSync(path.join(committed, name), 'utf8'),
      );
    }
    expect(readFileSync(path.join(out, 'project-31.svg'), 'utf8')).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 320" width="640" height="320">/,
    );
  });
});

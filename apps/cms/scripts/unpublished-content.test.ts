import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startNote, stopNote, unpublishedContent } from './unpublished-content.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function repository(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'cms-local-'));
  made.push(root);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root });
  git('init', '-q', '-b', 'main');
  mkdirSync(path.join(root, 'content/projects'), { recursive: true });
  writeFileSync(path.join(root, 'content/projects/es.json'), '[]\n');
  writeFileSync(path.join(root, 'content/old name.json'), '{}\n');
  writeFileSync(path.join(root, 'README.md'), 'x\n');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'start');
  return root;
}

describe('npm run cms says what publishing needs', () => {
  it('names a commit and a push when it starts', () => {
    expect(startNote).toMatch(/un commit y un push/);
    expect(startNote).toMatch(/Publishing needs a commit and a push to main/);
    expect(startNote).toMatch(/git add content\n.*git commit -m .*\n\s+git push/);
  });

  it('lists the saved files under content/ that are not committed, and only those', () => {
    const root = repository();
    expect(unpublishedContent(root)).toEqual([]);
    expect(stopNote([])).toMatch(/No unpublished change/);
    writeFileSync(path.join(root, 'content/projects/es.json'), '[{}]\n');
    mkdirSync(path.join(root, 'content/images'));
    writeFileSync(path.join(root, 'content/images/new photo.jpg'), 'jpeg');
    writeFileSync(path.join(root, 'README.md'), 'y\n');
    execFileSync('git', ['mv', 'content/old name.json', 'content/new name.json'], { cwd: root });
    renameSync(path.join(root, 'content/new name.json'), path.join(root, 'content/newer.json'));
    const files = unpublishedContent(root);
    expect(files.sort()).toEqual(
      [
        'content/images/new photo.jpg',
        'content/new name.json',
        'content/newer.json',
        'content/projects/es.json',
      ].sort(),
    );
    const note = stopNote(files);
    expect(note).toMatch(/^4 archivo\(s\) de content\/ guardados pero sin publicar/);
    expect(note).toContain('    content/images/new photo.jpg');
    expect(note).toMatch(/git push$/);
  });
});

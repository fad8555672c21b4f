// What `npm run cms` tells staff about publishing: the CMS in local mode writes the files of
// this checkout, and only a commit and a push put them on the live site (the pipeline runs on
// each push to main: docs/editing-content.md, "Publicar" / "Publishing").
import { execFileSync } from 'node:child_process';

/** The files under content/ that differ from the last commit (git status, porcelain v1). */
export function unpublishedContent(repoRoot: string): string[] {
  const status = execFileSync(
    'git',
    ['status', '--porcelain=v1', '--untracked-files=all', '-z', '--', 'content'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  // -z: NUL-separated "XY path" records; a rename adds its old path as one more record.
  const records = status.split('\0').filter(Boolean);
  const files: string[] = [];
  for (let index = 0; index < records.length; index += 1) {
    const record = records[index] ?? '';
    files.push(record.slice(3));
    if (record.startsWith('R') || record.startsWith('C')) index += 1;
  }
  return files;
}

const commands = [
  '    git add content',
  '    git commit -m "Contenido: <qué cambió>"',
  '    git push',
];

/** Printed when the CMS starts: where saves go, and what publishing needs. */
export const startNote = [
  '',
  'El CMS guarda en los archivos de esta carpeta (content/), no en el sitio en línea.',
  'Para publicar hace falta un commit y un push a main; el pipeline comprueba, construye y publica:',
  ...commands,
  'The CMS saves to this folder’s files (content/), not to the live site.',
  'Publishing needs a commit and a push to main; the pipeline checks, builds and deploys.',
  '',
].join('\n');

/** Printed when the CMS stops: the saved changes not yet committed, if any. */
export function stopNote(files: readonly string[]): string {
  if (files.length === 0) {
    return 'Ningún cambio sin publicar en content/ · No unpublished change in content/.';
  }
  return [
    `${files.length} archivo(s) de content/ guardados pero sin publicar · ${files.length} file(s) in content/ saved but not published:`,
    ...files.map((file) => `    ${file}`),
    'Para publicarlos · To publish them:',
    ...commands,
  ].join('\n');
}

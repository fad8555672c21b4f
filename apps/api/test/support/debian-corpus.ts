import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian's packages are unpacked, one folder each: `.cache/` at the repository's root (ignored by git). */
export const corpusCache = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../.cache/debian-corpus',
);

let updated = false;

/** `apt-get download` into a folder of its own, then `dpkg-deb -x`: nothing is installed. */
async function fetchPackage(name: string): Promise<void> {
  const target = path.join(corpusCache, name);
  if (existsSync(path.join(target, '.unpacked'))) return;
  await rm(target, { recursive: true, force: true });
  const download = await mkdtemp(path.join(corpusCache, `.download-${name}-`));
  try {
    try {
      await run('apt-get', ['download', '-qq', name], { cwd: download });
    } catch (error) {
      // A machine whose package lists are missing or old: read them once, then try again.
      if (updated || process.getuid?.() !== 0) throw error;
      updated = true;
      await run('apt-get', ['update', '-qq']);
      await run('apt-get', ['download', '-qq', name], { cwd: download });
    }
    const [deb] = (await readdir(download)).filter((file) => file.endsWith('.deb'));
    if (!deb) throw new Error(`apt-get download ${name} left no .deb`);
    await run('dpkg-deb', ['-x', path.join(download, deb), target]);
    await writeFile(path.join(target, '.unpacked'), `${deb}\n`);
  } finally {
    await rm(download, { recursive: true, force: true });
  }
}

/**
 * Fetches Debian's packages (a few at a time) and returns where a file of one of them is.
 * The first run downloads about 90 MB; later ones find them in the cache.
 */
export async function debianFiles(
  packages: Iterable<string>,
): Promise<(name: string, file: string) => string> {
  await mkdir(corpusCache, { recursive: true });
  const pending = [...new Set(packages)];
  const workers = Array.from({ length: 4 }, async () => {
    for (let name = pending.pop(); name !== undefined; name = pending.pop())
      await fetchPackage(name);
  });
  await Promise.all(workers);
  return (name, file) => path.join(corpusCache, name, file);
}

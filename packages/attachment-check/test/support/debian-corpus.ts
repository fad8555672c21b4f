import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian's packages are unpacked, one folder each: `.cache/` at the repository's root (ignored by git). */
export const corpusCache = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../.cache/debian-corpus',
);

let updated = false;

/**
 * `apt-get` with these arguments; on a machine whose package lists are missing or old, the
 * lists are read once (as root) and the command tried again.
 */
async function aptGet(args: string[], cwd: string): Promise<string> {
  try {
    return (await run('apt-get', args, { cwd })).stdout;
  } catch (error) {
    if (updated || process.getuid?.() !== 0) throw error;
    updated = true;
    await run('apt-get', ['update', '-qq']);
    return (await run('apt-get', args, { cwd })).stdout;
  }
}

/** `apt-get download` into a folder of its own, then `dpkg-deb -x`: nothing is installed. */
async function fetchPackage(name: string): Promise<void> {
  const target = path.join(corpusCache, name);
  if (existsSync(path.join(target, '.unpacked'))) return;
  await rm(target, { recursive: true, force: true });
  const download = await mkdtemp(path.join(corpusCache, `.download-${name}-`));
  try {
    await aptGet(['download', '-qq', name], download);
    const [deb] = (await readdir(download)).filter((file) => file.endsWith('.deb'));
    if (!deb) throw new Error(`apt-get download ${name} left no .deb`);
    await run('dpkg-deb', ['-x', path.join(download, deb), target]);
    await writeFile(path.join(target, '.unpacked'), `${deb}\n`);
  } finally {
    await rm(download, { recursive: true, force: true });
  }
}

/**
 * A Debian source package's upstream tarball (its `.orig.tar.*`), pinned by its SHA-256:
 * where other projects' test data lives (Apache POI's hundreds of Word files), which their
 * binary packages do not ship.
 */
export interface DebianSource {
  /** A binary package built from it, in this release: its pool folder holds the tarball too. */
  binary: string;
  tarball: string;
  sha256: string;
  /** The tarball's top folder, ending in `/`: paths inside it are given from there. */
  root: string;
}

/**
 * Fetches the files `paths` (from the tarball's root) of a Debian source package into
 * `.cache/debian-corpus/source/`, and returns where a file of it is. The tarball is fetched
 * from the pool folder apt's own configuration points to (the URI `apt-get download
 * --print-uris` gives for the binary package), checked against its SHA-256, and only the
 * files asked for are unpacked from it; the tarball itself is not kept. Later runs find the
 * files in the cache; a path not yet there fetches the tarball again.
 */
export async function debianSourceFiles(
  source: DebianSource,
  paths: readonly string[],
): Promise<(file: string) => string> {
  const target = path.join(corpusCache, 'source', source.tarball.replace(/\.orig\.tar\.\w+$/, ''));
  const locate = (file: string) => path.join(target, source.root, file);
  if (paths.every((file) => existsSync(locate(file)))) return locate;
  await mkdir(target, { recursive: true });
  const download = await mkdtemp(path.join(corpusCache, `.download-${source.binary}-`));
  try {
    const printed = await aptGet(['download', '--print-uris', '-qq', source.binary], download);
    const uri = /^'([^']+)'/m.exec(printed)?.[1];
    if (!uri) throw new Error(`apt-get printed no URI for ${source.binary}`);
    const url = `${uri.slice(0, uri.lastIndexOf('/') + 1)}${source.tarball}`;
    const tarball = path.join(download, source.tarball);
    const response = await fetch(url);
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      throw new Error(`${url}: HTTP ${response.status}`);
    }
    const hash = createHash('sha256');
    await pipeline(
      Readable.fromWeb(response.body),
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          yield chunk;
        }
      },
      createWriteStream(tarball),
    );
    const sha256 = hash.digest('hex');
    if (sha256 !== source.sha256) {
      throw new Error(`${url}: SHA-256 ${sha256}, not the pinned ${source.sha256}`);
    }
    // Unpacked beside the tarball, then moved into place one file at a time: another test
    // file reading the cache meanwhile finds each file whole or not at all.
    const unpacked = path.join(download, 'unpacked');
    await mkdir(unpacked);
    await run('tar', [
      '-xf',
      tarball,
      '-C',
      unpacked,
      '--',
      ...paths.map((file) => `${source.root}${file}`),
    ]);
    for (const file of paths) {
      await mkdir(path.dirname(locate(file)), { recursive: true });
      await rename(path.join(unpacked, source.root, file), locate(file));
    }
  } finally {
    await rm(download, { recursive: true, force: true });
  }
  return locate;
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

// Test content: real camera originals, as staff would upload them. Debian's
// forensics-samples-files ships phone photographs at full size (4000 × 3000, 2.7-6.3 MB) with
// their EXIF intact (GPS position, make and model, one turned 180° by its orientation tag) and
// an RGBA PNG. The package is fetched the way the API's attachment corpus fetches its
// documents (`apt-get download`, then `dpkg-deb -x`, nothing installed) into the same cache,
// `.cache/debian-corpus/<package>/`, so either test finds it there.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const corpusCache = path.join(repoRoot, '.cache', 'debian-corpus');
const debianPackage = 'forensics-samples-files';
const samples = 'usr/share/forensics-samples/original-files';

/** The package's camera originals: Xiaomi Mi A3, 4000 × 3000, GPS, make and model. */
export const cameraPhotoFiles = {
  upright: `${samples}/pic2/IMG_20200608_111614.jpg`,
  /** Orientation "Rotate 180": stored upside down. */
  upsideDown: `${samples}/pic2/IMG_20200124_231153.jpg`,
  night: `${samples}/pic2/IMG_20191224_234846.jpg`,
  evening: `${samples}/pic1/IMG_20200827_231612.jpg`,
  /** 800 × 600 with an alpha channel: a logo's kind of file. */
  transparentPng: `${samples}/pic1/debian.png`,
} as const;

async function aptGet(args: string[], cwd: string): Promise<void> {
  try {
    await run('apt-get', args, { cwd });
  } catch (error) {
    // A machine whose package lists are missing: read them once (as root), then again.
    if (process.getuid?.() !== 0) throw error;
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', args, { cwd });
  }
}

/** Where the package's files are, fetched and unpacked on first use. */
export async function cameraPhotosFolder(): Promise<string> {
  const target = path.join(corpusCache, debianPackage);
  if (existsSync(path.join(target, '.unpacked'))) return target;
  await mkdir(corpusCache, { recursive: true });
  await rm(target, { recursive: true, force: true });
  const download = await mkdtemp(path.join(corpusCache, `.download-${debianPackage}-`));
  try {
    await aptGet(['download', '-qq', debianPackage], download);
    const [deb] = (await readdir(download)).filter((file) => file.endsWith('.deb'));
    if (!deb) throw new Error(`apt-get download ${debianPackage} left no .deb`);
    await run('dpkg-deb', ['-x', path.join(download, deb), target]);
    await writeFile(path.join(target, '.unpacked'), `${deb}\n`);
  } finally {
    await rm(download, { recursive: true, force: true });
  }
  return target;
}

/**
 * A folder of camera originals standing in for each drawn portrait (content/images/team) and
 * project picture (apps/web/public/images/projects), `team/<id>.jpg` for `team/<id>.svg`,
 * the four photographs in turn,
 * for a build with ART_STAND_IN_PHOTOS (docs/performance.md).
 */
export async function writeArtStandIns(target: string): Promise<number> {
  const folder = await cameraPhotosFolder();
  const photos = [
    cameraPhotoFiles.upright,
    cameraPhotoFiles.night,
    cameraPhotoFiles.upsideDown,
    cameraPhotoFiles.evening,
  ].map((file) => path.join(folder, file));
  // The portraits are content (content/images/team), the projects' art the site's own.
  const art = {
    team: path.join(repoRoot, 'content', 'images', 'team'),
    projects: path.join(import.meta.dirname, '../../public/images/projects'),
  };
  let count = 0;
  for (const [kind, dir] of Object.entries(art)) {
    await mkdir(path.join(target, kind), { recursive: true });
    const drawn = (await readdir(dir)).filter((name) => name.endsWith('.svg'));
    for (const name of drawn.sort()) {
      const photo = photos[count % photos.length] ?? '';
      await copyFile(photo, path.join(target, kind, name.replace(/\.svg$/, '.jpg')));
      count += 1;
    }
  }
  return count;
}

// `node apps/web/scripts/images/camera-photos.ts <folder>`: writes the stand-ins there.
if (import.meta.main) {
  const target = path.resolve(process.argv[2] ?? path.join(repoRoot, '.cache', 'photo-stand-ins'));
  const count = await writeArtStandIns(target);
  console.warn(`${count} camera originals standing in for the drawn art in ${target}`);
}

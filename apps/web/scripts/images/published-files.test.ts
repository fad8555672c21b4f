import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraPhotoFiles, cameraPhotosFolder } from './camera-photos.ts';
import { deriveImage } from './derive.ts';
import { presets } from './presets.ts';
import { publishedFileProblems } from './published-files.ts';

// A camera original is decoded at 12 megapixels and encoded a dozen times: a generous bound,
// so the test holds on a loaded two-core machine.
const slow = 600_000;
let scratch: string;
let site: string;
let uploads: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'published-files-'));
  site = path.join(scratch, 'client');
  uploads = path.join(scratch, 'images');
  await mkdir(path.join(site, 'assets/images'), { recursive: true });
  await mkdir(path.join(uploads, 'projects'), { recursive: true });
  // Staff uploaded a phone's photograph (GPS, make, model), named as the CMS names it.
  const camera = path.join(await cameraPhotosFolder(), cameraPhotoFiles.upright);
  await copyFile(camera, path.join(uploads, 'projects/obra.jpg'));
  // What the build serves from it: its variants.
  for (const file of await deriveImage(await readFile(camera), presets.project)) {
    await writeFile(
      path.join(site, `assets/images/obra-${file.width}.${file.extension}`),
      file.data,
    );
  }
  await writeFile(path.join(site, 'index.html'), '<!doctype html><title>Inicio</title>');
}, slow);
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('publishedFileProblems', () => {
  it('finds nothing in a site that serves only the variants of a camera photograph', async () => {
    expect(await publishedFileProblems(site, uploads)).toEqual([]);
  });

  it('names an upload served as it came, with its camera metadata', async () => {
    await copyFile(path.join(uploads, 'projects/obra.jpg'), path.join(site, 'obra.jpg'));
    try {
      expect(await publishedFileProblems(site, uploads)).toEqual([
        'obra.jpg is the upload obra.jpg as it came',
        'obra.jpg carries EXIF metadata',
        'obra.jpg holds an EXIF block',
      ]);
    } finally {
      await rm(path.join(site, 'obra.jpg'));
    }
  });

  it('names a copy under another name, and an SVG that keeps its metadata', async () => {
    const upload = await readFile(path.join(uploads, 'projects/obra.jpg'));
    await writeFile(path.join(site, 'assets/images/renamed.webp'), upload);
    await writeFile(
      path.join(site, 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><metadata>GPS</metadata></svg>',
    );
    try {
      const problems = await publishedFileProblems(site, uploads);
      expect(problems).toContain('assets/images/renamed.webp is the upload obra.jpg as it came');
      expect(problems).toContain('logo.svg holds metadata (<metadata>)');
    } finally {
      await rm(path.join(site, 'assets/images/renamed.webp'));
      await rm(path.join(site, 'logo.svg'));
    }
  });
});

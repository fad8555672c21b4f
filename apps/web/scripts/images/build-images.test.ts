import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImages, type ImageFolder } from './build-images.ts';

const slow = 300_000;
let root: string;
let originals: string;
let cache: string;
let folders: ImageFolder[];

function picture(width: number, height: number, alpha = false) {
  return sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 11, g: 79, b: 108, alpha: 0.5 } : { r: 120, g: 160, b: 90 },
    },
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'build-images-test-'));
  originals = path.join(root, 'images');
  cache = path.join(root, 'cache');
  await mkdir(path.join(originals, 'team'), { recursive: true });
  await mkdir(path.join(originals, 'clients'), { recursive: true });
  await picture(1200, 900)
    .jpeg()
    .toFile(path.join(originals, 'team', 'Foto Valéria.JPG'));
  await picture(600, 200, true)
    .png()
    .toFile(path.join(originals, 'clients', 'banco-x.png'));
  // A PNG with transparency saved under a JPEG's name: read by its bytes, as readers do.
  await picture(480, 240, true)
    .png()
    .toFile(path.join(originals, 'clients', 'mislabelled.jpg'));
  await writeFile(
    path.join(originals, 'map.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"/>',
  );
  folders = [{ dir: originals, keyOf: (relativePath) => `/content/images/${relativePath}` }];
}, slow);
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('buildImages', () => {
  it(
    'names every served file in the manifest, by the path the content gives',
    async () => {
      const { manifest, files } = await buildImages(folders, cache);
      expect(Object.keys(manifest).sort()).toEqual([
        '/content/images/clients/banco-x.png',
        '/content/images/clients/mislabelled.jpg',
        '/content/images/map.svg',
        '/content/images/team/Foto Valéria.JPG',
      ]);
      const portrait = manifest['/content/images/team/Foto Valéria.JPG'];
      expect(portrait).toMatchObject({ width: 800, height: 800, fallback: 'image/jpeg' });
      expect(portrait?.variants.map((variant) => `${variant.type} ${variant.width}`)).toEqual(
        ['image/avif', 'image/webp', 'image/jpeg'].flatMap((type) =>
          [300, 400, 600, 800].map((width) => `${type} ${width}`),
        ),
      );
      expect(manifest['/content/images/clients/banco-x.png']).toMatchObject({
        width: 480,
        height: 160,
        fallback: 'image/png',
      });
      expect(manifest['/content/images/map.svg']).toMatchObject({
        width: 300,
        height: 150,
        fallback: 'image/svg+xml',
      });
      // Each address is a file of the build (hashed, URL-safe), holding what the entry says.
      for (const entry of Object.values(manifest)) {
        for (const variant of entry.variants) {
          expect(variant.src).toMatch(
            /^\/assets\/images\/[a-z0-9-]+-[0-9a-f]{10}-\d+\.(avif|webp|jpg|png|svg)$/,
          );
          const bytes = await readFile(files.get(variant.src.slice(1)) ?? '');
          if (variant.type === 'image/svg+xml') continue;
          const { width, height } = await sharp(bytes).metadata();
          expect([width, height]).toEqual([variant.width, variant.height]);
        }
      }
      expect(portrait?.variants[0]?.src).toMatch(/^\/assets\/images\/foto-valeria-/);
    },
    slow,
  );

  it(
    'derives an original once: a second build reads the cache; a changed one gets new names',
    async () => {
      const first = await buildImages(folders, cache);
      const modified = await Promise.all(
        [...first.files.values()].map(async (file) => (await stat(file)).mtimeMs),
      );
      const again = await buildImages(folders, cache);
      expect(again).toEqual(first);
      expect(
        await Promise.all(
          [...again.files.values()].map(async (file) => (await stat(file)).mtimeMs),
        ),
      ).toEqual(modified);

      await picture(1200, 900)
        .flop()
        .modulate({ brightness: 0.5 })
        .jpeg()
        .toFile(path.join(originals, 'team', 'Foto Valéria.JPG'));
      const changed = await buildImages(folders, cache);
      const key = '/content/images/team/Foto Valéria.JPG';
      expect(changed.manifest[key]?.variants[0]?.src).not.toBe(
        first.manifest[key]?.variants[0]?.src,
      );
    },
    slow,
  );

  it(
    'reads a PNG named .jpg as the PNG it is: its transparency kept, served as PNG, WebP and AVIF',
    async () => {
      const { manifest, files } = await buildImages(folders, cache);
      const entry = manifest['/content/images/clients/mislabelled.jpg'];
      expect(entry?.fallback).toBe('image/png');
      for (const variant of entry?.variants ?? []) {
        const file = files.get(variant.src.slice(1)) ?? '';
        const { format, hasAlpha } = await sharp(await readFile(file)).metadata();
        expect(format === 'heif' ? 'avif' : format, variant.src).toBe(
          variant.type.replace('image/', ''),
        );
        expect(hasAlpha, variant.src).toBe(true);
      }
    },
    slow,
  );
});

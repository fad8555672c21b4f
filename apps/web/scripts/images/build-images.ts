import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageEntry, ImageVariant } from '../../src/components/ui/image-manifest.ts';
import { deriveImage, type DerivedFile } from './derive.ts';
import { presetFor } from './presets.ts';

/** A folder of originals and the path the pages name each of its files by. */
export interface ImageFolder {
  dir: string;
  /** The manifest's key of the file at `relativePath` (with `/`), e.g. `/content/images/…`. */
  keyOf: (relativePath: string) => string;
}

export interface BuiltImages {
  manifest: Record<string, ImageEntry>;
  /** Each served file: its name under the build's client folder → where its bytes are. */
  files: Map<string, string>;
}

/** Where the served files live in the build: under assets/, hashed, so cached for ever. */
export const servedFolder = 'assets/images';
const originalTypes = /\.(jpe?g|png|webp|avif|tiff?|heic|heif|gif|svg)$/i;

/*
 * What the derived files depend on besides the original: the code that makes them and the
 * library's version. A change to either derives every image again.
 */
const recipe = createHash('sha256')
  .update(sharp.versions.sharp)
  .update(sharp.versions.vips)
  .update(await readFile(path.join(import.meta.dirname, 'derive.ts')))
  .update(await readFile(path.join(import.meta.dirname, 'presets.ts')))
  .digest('hex');

async function* originals(dir: string, prefix = ''): AsyncGenerator<string> {
  if (!existsSync(dir)) return;
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* originals(dir, relative);
    else if (originalTypes.test(entry.name) && !entry.name.startsWith('.')) yield relative;
  }
}

interface CachedFile extends Omit<DerivedFile, 'data'> {
  file: string;
}

/**
 * The derived files of one original, from the cache when its content, preset and recipe were
 * seen before; else made and stored there (written aside, then renamed into place, so an
 * interrupted build leaves no half entry).
 */
async function derivedFiles(
  original: Buffer,
  relativePath: string,
  cacheDir: string,
): Promise<{ hash: string; folder: string; files: CachedFile[] }> {
  const preset = presetFor(relativePath);
  const hash = createHash('sha256')
    .update(recipe)
    .update(JSON.stringify(preset))
    .update(original)
    .digest('hex');
  const folder = path.join(cacheDir, hash);
  const index = path.join(folder, 'files.json');
  if (existsSync(index)) {
    return { hash, folder, files: JSON.parse(await readFile(index, 'utf8')) as CachedFile[] };
  }
  const derived = await deriveImage(original, preset);
  const staging = `${folder}.${process.pid}.tmp`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const files = await Promise.all(
    derived.map(async ({ data, ...facts }) => {
      const file = `${facts.width}x${facts.height}.${facts.extension}`;
      await writeFile(path.join(staging, file), data);
      return { ...facts, file };
    }),
  );
  await writeFile(path.join(staging, 'files.json'), JSON.stringify(files));
  await rm(folder, { recursive: true, force: true });
  await rename(staging, folder);
  return { hash, folder, files };
}

/** A name safe in any URL and file system, from the original's (`Foto Valeria.JPG` → `foto-valeria`). */
function stemOf(relativePath: string): string {
  const name = path.posix.basename(relativePath).replace(/\.[^.]+$/, '');
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return stem || 'image';
}

/**
 * Derives every original of the folders (cached by content in `cacheDir`) and returns the
 * manifest the pages read and the files the build serves.
 */
export async function buildImages(folders: ImageFolder[], cacheDir: string): Promise<BuiltImages> {
  const manifest: Record<string, ImageEntry> = {};
  const files = new Map<string, string>();
  for (const { dir, keyOf } of folders) {
    for await (const relativePath of originals(dir)) {
      const original = await readFile(path.join(dir, relativePath));
      const derived = await derivedFiles(original, relativePath, cacheDir);
      const name = `${stemOf(relativePath)}-${derived.hash.slice(0, 10)}`;
      const variants: ImageVariant[] = derived.files.map((file) => {
        const servedName = `${servedFolder}/${name}-${file.width}.${file.extension}`;
        files.set(servedName, path.join(derived.folder, file.file));
        return { src: `/${servedName}`, type: file.type, width: file.width, height: file.height };
      });
      const fallback = variants.at(-1);
      if (!fallback) throw new Error(`${relativePath}: no image could be made from it`);
      manifest[keyOf(relativePath)] = {
        width: fallback.width,
        height: fallback.height,
        fallback: fallback.type,
        variants,
      };
    }
  }
  return { manifest, files };
}

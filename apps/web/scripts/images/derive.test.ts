import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraPhotoFiles, cameraPhotosFolder } from './camera-photos.ts';
import { deriveImage, type DerivedFile } from './derive.ts';
import { presets, type ImagePreset } from './presets.ts';

const run = promisify(execFile);
// Real camera originals are decoded at 12 megapixels and encoded a dozen times: generous
// bounds, so the tests hold on a loaded two-core machine.
const slow = 600_000;

let folder: string;
let scratch: string;
const original = (file: string) => readFile(path.join(folder, file));

beforeAll(async () => {
  folder = await cameraPhotosFolder();
  scratch = await mkdtemp(path.join(tmpdir(), 'derive-test-'));
}, slow);
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** Every tag ExifTool finds in a file, by group and name (`EXIF:Make`, `Composite:GPSPosition`). */
async function tags(data: Buffer, name: string): Promise<Record<string, unknown>> {
  const file = path.join(scratch, name);
  await writeFile(file, data);
  const { stdout } = await run('exiftool', ['-json', '-a', '-G1', file]);
  const [read] = JSON.parse(stdout) as Record<string, unknown>[];
  return read ?? {};
}

const revealing = /GPS|Make|Model|Serial|Software|DateTimeOriginal|Orientation|ICC|Lens/i;

/** Mean absolute difference per channel of two same-sized RGB pictures, 0-255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let index = 0; index < a.length; index += 1)
    sum += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
  return sum / a.length;
}

describe('deriveImage with a camera original (4000 × 3000, GPS, make and model)', () => {
  let files: DerivedFile[];
  beforeAll(async () => {
    const photo = await original(cameraPhotoFiles.upright);
    const read = await tags(photo, 'original.jpg');
    // The test content is what it claims: a camera's full-size file with its location.
    expect(read['ExifIFD:ExifImageWidth']).toBe(4000);
    expect(Object.keys(read).some((tag) => /GPSLatitude/.test(tag))).toBe(true);
    expect(read['IFD0:Make']).toBe('Xiaomi');
    files = await deriveImage(photo, presets.project);
  }, slow);

  it('makes AVIF, WebP and JPEG at every width of the preset, each as large as declared', async () => {
    const widths = presets.project.widths;
    expect(files.map((file) => `${file.extension} ${file.width}x${file.height}`)).toEqual(
      ['avif', 'webp', 'jpg'].flatMap((extension) =>
        widths.map((width) => `${extension} ${width}x${width / 2}`),
      ),
    );
    for (const file of files) {
      const { format, width, height } = await sharp(file.data).metadata();
      expect({ format, width, height }).toEqual({
        format: file.extension === 'jpg' ? 'jpeg' : file.extension === 'avif' ? 'heif' : 'webp',
        width: file.width,
        height: file.height,
      });
    }
  });

  it(
    'serves no location, camera, serial number or software in any file',
    async () => {
      for (const file of files) {
        const read = await tags(file.data, `served-${file.width}.${file.extension}`);
        const found = Object.keys(read).filter((tag) => revealing.test(tag));
        expect(found, `${file.width}.${file.extension}`).toEqual([]);
        const { exif, xmp, iptc, icc } = await sharp(file.data).metadata();
        expect({ exif, xmp, iptc, icc }).toEqual({
          exif: undefined,
          xmp: undefined,
          iptc: undefined,
          icc: undefined,
        });
      }
    },
    slow,
  );
});

describe('deriveImage turns a picture upright', () => {
  const small: ImagePreset = { name: 'photo', widths: [320] };

  it(
    'applies an orientation of 180° (the camera held upside down)',
    async () => {
      const photo = await original(cameraPhotoFiles.upsideDown);
      expect((await tags(photo, 'upside-down.jpg'))['IFD0:Orientation']).toBe('Rotate 180');
      const [served] = (await deriveImage(photo, small)).filter((file) => file.extension === 'jpg');
      expect(served).toMatchObject({ width: 320, height: 240 });
      const shown = await sharp(served?.data).raw().toBuffer();
      // The stored pixels, ignoring the tag, turned by hand: what a viewer shows.
      const stored = await sharp(photo).resize(320, 240).raw().toBuffer();
      const turned = Buffer.alloc(stored.length);
      for (let pixel = 0; pixel < 320 * 240; pixel += 1) {
        stored.copy(turned, (320 * 240 - 1 - pixel) * 3, pixel * 3, pixel * 3 + 3);
      }
      expect(difference(shown, turned)).toBeLessThan(6);
      expect(difference(shown, stored)).toBeGreaterThan(20);
    },
    slow,
  );

  it(
    'applies an orientation of 90° (a portrait shot): the served file is taller than wide',
    async () => {
      const file = path.join(scratch, 'portrait.jpg');
      await writeFile(file, await original(cameraPhotoFiles.upright));
      await run('exiftool', ['-overwrite_original', '-n', '-Orientation=6', file]);
      const served = await deriveImage(await readFile(file), small);
      expect(served.map((derived) => [derived.width, derived.height])).toEqual([
        [320, 427],
        [320, 427],
        [320, 427],
      ]);
    },
    slow,
  );
});

describe('deriveImage', () => {
  it(
    'converts a wide-gamut (Display P3) picture to sRGB and drops its profile',
    async () => {
      const colour = { r: 200, g: 100, b: 50 };
      // An sRGB colour written in P3's numbers, with the P3 profile that says so.
      const p3 = await sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
        .withIccProfile('p3')
        .png()
        .toBuffer();
      const [storedR = 0] = await sharp(p3).keepIccProfile().raw().toBuffer();
      expect(Math.abs(storedR - colour.r)).toBeGreaterThan(8);
      for (const served of await deriveImage(p3, { name: 'photo', widths: [64] })) {
        expect((await sharp(served.data).metadata()).icc).toBeUndefined();
        // Back in sRGB's numbers: the colour the picture showed.
        const [r = 0, g = 0, b = 0] = await sharp(served.data).raw().toBuffer();
        expect(
          Math.max(Math.abs(r - colour.r), Math.abs(g - colour.g), Math.abs(b - colour.b)),
          served.extension,
        ).toBeLessThanOrEqual(6);
      }
    },
    slow,
  );

  it(
    'keeps a logo with transparency transparent: PNG fallback, fitted in 240 × 120 and 480 × 240',
    async () => {
      const logo = await original(cameraPhotoFiles.transparentPng);
      const files = await deriveImage(logo, presets.logo);
      // 800 × 600 fitted inside the box: as tall as it allows.
      expect(files.map((file) => `${file.extension} ${file.width}x${file.height}`)).toEqual([
        'avif 160x120',
        'avif 320x240',
        'webp 160x120',
        'webp 320x240',
        'png 160x120',
        'png 320x240',
      ]);
      for (const file of files) {
        const { hasAlpha } = await sharp(file.data).metadata();
        expect(hasAlpha, `${file.extension} ${file.width}`).toBe(true);
      }
    },
    slow,
  );

  it('serves an SVG cleaned, never as it came, at the size its root element gives', async () => {
    const drawn = await readFile(
      path.join(import.meta.dirname, '../../../../content/images/team/valeria.svg'),
    );
    // As an uploader's drawing program leaves it: a comment, metadata, a script, a handler.
    const svg = Buffer.from(
      drawn
        .toString('utf8')
        .replace(
          /^(<svg[^>]*)>/,
          '$1 onload="alert(1)"><!-- Inkscape --><metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description about="GPS 9.93,-84.08"/></rdf:RDF></metadata><script>alert(2)</script>',
        ),
    );
    const [served, ...others] = await deriveImage(svg, presets.portrait);
    expect(others).toEqual([]);
    expect(served?.type).toBe('image/svg+xml');
    expect(served?.data.equals(svg)).toBe(false);
    const text = served?.data.toString('utf8') ?? '';
    for (const left of ['<script', 'onload', 'Inkscape', 'metadata', 'GPS']) {
      expect(text, left).not.toContain(left);
    }
    expect(text).toContain('viewBox');
    expect([served?.width, served?.height]).toEqual([400, 400]);
    // The drawing itself is the same picture.
    const [before, after] = await Promise.all(
      [drawn, served?.data ?? Buffer.alloc(0)].map((file) => sharp(file).raw().toBuffer()),
    );
    let largest = 0;
    for (let index = 0; index < (before?.length ?? 0); index += 1) {
      largest = Math.max(largest, Math.abs((before?.[index] ?? 0) - (after?.[index] ?? 0)));
    }
    expect(largest).toBeLessThanOrEqual(8);
  });
});

// Build step: renders each project's art (public/images/projects/project-<id>.svg) as its
// share image, a 1200x630 PNG (social networks do not take SVG for og:image), into the
// build's client folder next to the art (nothing is committed). The art is 2:1; the share
// card's 1.9:1 shows its middle, cropping a few pixels off the sides.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const artDir = path.join(root, 'public/images/projects');
const outDir = path.join(root, process.env.WEB_BUILD_DIR ?? 'dist', 'client/images/projects');
const width = 1200;
const height = 630;

await mkdir(outDir, { recursive: true });
const files = (await readdir(artDir)).filter((name) => /^project-\d+\.svg$/.test(name));
for (const name of files) {
  const art = await readFile(path.join(artDir, name), 'utf8');
  // The art's own viewBox, filling the card (slice), at the card's size.
  const card = art.replace(
    /^<svg([^>]*?)\swidth="\d+"\sheight="\d+"/,
    `<svg$1 width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"`,
  );
  if (card === art) throw new Error(`${name}: no width and height on its <svg> to replace`);
  const png = new Resvg(card, { fitTo: { mode: 'width', value: width } }).render().asPng();
  await writeFile(path.join(outDir, name.replace(/\.svg$/, '.png')), png);
}
console.warn(`wrote ${files.length} project share images`);

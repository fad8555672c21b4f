// Build step: each project's share image (og:image), 1200x630, into the build's client
// folder next to the art (nothing is committed; src/features/projects/project-art.ts names
// it). A project with a photograph (its `image` in content/projects, the same in every
// language) gets the photograph cropped to the card as a JPEG, upright and without its
// camera metadata (sharp writes none unless asked); one without gets its art
// (public/images/projects/project-<id>.svg) rendered as a PNG, since social networks do not
// take SVG. The art is 2:1; the share card's 1.9:1 shows its middle, cropping a few pixels
// off the sides.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { languageLists } from '@verdalia/shared';
import { contentFolderAt } from '@verdalia/shared/content-folder';
import sharp from 'sharp';
import { projectShareImage } from '../../src/features/projects/project-art.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(root, '../..');
const artDir = path.join(root, 'public/images/projects');
const outDir = path.join(root, process.env.WEB_BUILD_DIR ?? 'dist', 'client/images/projects');
const width = 1200;
const height = 630;

/** Every project of the content (its id and image are entered once for every language). */
const projects = languageLists(contentFolderAt(repoRoot), 'projects').es;
await mkdir(outDir, { recursive: true });
let fromPhotographs = 0;
for (const { id, image } of projects) {
  const name = `project-${String(id).padStart(2, '0')}`;
  if (image) {
    // A transparent upload (a PNG, an SVG) on white: a JPEG has no transparency.
    await sharp(path.join(repoRoot, image))
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 82, mozjpeg: true })
      // Named as the page names it: after the photograph's address, so a new one gets a new
      // address that networks have not cached.
      .toFile(path.join(outDir, path.basename(projectShareImage({ id, image }))));
    fromPhotographs += 1;
    continue;
  }
  const artFile = path.join(artDir, `${name}.svg`);
  if (!existsSync(artFile)) {
    // A project added in the CMS with neither a photograph nor drawn art has no picture to
    // share (nor one on its card) until staff give it a photograph: said, not fatal.
    console.warn(`${name}: no photograph and no drawn art, so no share image; upload a photograph`);
    continue;
  }
  const art = await readFile(artFile, 'utf8');
  // The art's own viewBox, filling the card (slice), at the card's size.
  const card = art.replace(
    /^<svg([^>]*?)\swidth="\d+"\sheight="\d+"/,
    `<svg$1 width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"`,
  );
  if (card === art) throw new Error(`${name}.svg: no width and height on its <svg> to replace`);
  const png = new Resvg(card, { fitTo: { mode: 'width', value: width } }).render().asPng();
  await writeFile(path.join(outDir, path.basename(projectShareImage({ id }))), png);
}
console.warn(`wrote ${projects.length} project share images (${fromPhotographs} from photographs)`);

// Generates the About page's hero landscape. Run by hand: `node scripts/art/about.mjs`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contours, landscape, palette, seeded, writeSvg } from './svg-kit.mjs';

const outDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../public/images/about',
);

// A wide valley at dawn with extra contour rings on the right, where the overlay is lightest.
const random = seeded(2001);
const extra = contours({
  cx: 1240,
  cy: 250,
  rx: 300,
  ry: 170,
  rings: 8,
  random,
  stroke: palette.green200,
  opacity: 0.22,
});
const hero = landscape({
  width: 1600,
  height: 900,
  seed: 2001,
  from: palette.blue950,
  to: palette.green400,
  layers: 5,
}).replace('</svg>', `${extra}</svg>`);
await writeSvg(path.join(outDir, 'about-hero.svg'), hero);
process.stdout.write(`about-hero.svg ${hero.length} bytes\n`);

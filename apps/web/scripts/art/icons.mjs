// Build step: renders the site's icons from the logo (public/favicon.svg) into the build's
// client folder (nothing is committed): a 32 px PNG and ICO for browsers without SVG
// favicons, the 180 px apple-touch-icon (home-screen shortcuts), and the 512 px logo the
// structured data names. No web app manifest: the site is not an app to install, and the
// manifest's fetch cost every page's LCP in the audit (docs/performance.md).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const clientDir = path.join(root, process.env.WEB_BUILD_DIR ?? 'dist', 'client');
const logo = (await readFile(path.join(root, 'public/favicon.svg'), 'utf8')).trim();
const logoArt = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
const background = '#ffffff';

/**
 * The logo (a 40-unit circle) on a square. `scale` is the share of the side the logo takes:
 * full for favicons; smaller where the platform crops or rounds the corners.
 */
function iconSvg(size, { scale, fill }) {
  const logoSize = 40 / scale;
  const offset = (logoSize - 40) / 2;
  const backdrop = fill
    ? `<rect x="${-offset}" y="${-offset}" width="${logoSize}" height="${logoSize}" fill="${fill}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-offset} ${-offset} ${logoSize} ${logoSize}" width="${size}" height="${size}">${backdrop}${logoArt}</svg>`;
}

function png(size, options) {
  return new Resvg(iconSvg(size, options), { fitTo: { mode: 'width', value: size } })
    .render()
    .asPng();
}

/** An ICO file holding one PNG image (the format allows PNG entries since Windows Vista). */
function ico(image, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14); // size of the image data
  header.writeUInt32LE(header.length, 18); // where it starts
  return Buffer.concat([header, image]);
}

const favicon = png(32, { scale: 1 });
const files = {
  'favicon-32.png': favicon,
  'favicon.ico': ico(favicon, 32),
  // iOS fills transparency with black and rounds the corners itself.
  'apple-touch-icon.png': png(180, { scale: 0.86, fill: background }),
  'icon-512.png': png(512, { scale: 1 }),
};
for (const [name, data] of Object.entries(files)) {
  await writeFile(path.join(clientDir, name), data);
}

console.warn(`wrote ${Object.keys(files).length} icons`);

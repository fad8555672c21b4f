// Renders the Open Graph share images (1200x630 PNG: social networks do not take SVG), one
// per language with its tagline (content/pages/<lng>/common.json meta.shareTagline), from the site's landscape
// style. Run by hand (`node scripts/art/og-image.mjs`, needs the DejaVu fonts); the PNGs
// are committed as public/og-image-<lng>.png.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { languages } from '@verdalia/shared';
import { landscape, palette } from './svg-kit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const width = 1200;
const height = 630;
const art = landscape({
  width,
  height,
  seed: 2001,
  from: palette.blue900,
  to: palette.green600,
  layers: 4,
})
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '');
const image = (
  tagline,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
${art}
<rect width="${width}" height="${height}" fill="${palette.blue950}" opacity="0.35"/>
<g transform="translate(80 200)">
  <circle cx="40" cy="40" r="38" fill="#fff"/>
  <path d="M12 52c10-6 20-6 28 0s18 6 28 0" fill="none" stroke="${palette.blue500}" stroke-width="3.2" stroke-linecap="round"/>
  <path d="M40 16c14 6 18 20 8 32-4 4.8-8 6-8 6s-4-1.2-8-6c-10-12-6-26 8-32z" fill="${palette.green600}"/>
  <text x="104" y="58" font-family="DejaVu Serif, serif" font-weight="700" font-size="64" fill="#fff">Verdalia</text>
  <text x="106" y="100" font-family="DejaVu Sans, sans-serif" font-size="24" letter-spacing="5" fill="${palette.blue100}">CONSULTING GROUP</text>
  <text x="0" y="190" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#fff">${tagline.replaceAll('&', '&amp;')}</text>
</g>
</svg>`;
for (const language of languages) {
  const common = JSON.parse(
    await readFile(path.join(root, `../../content/pages/${language}/common.json`), 'utf8'),
  );
  const png = new Resvg(image(common.meta.shareTagline), {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: true },
  })
    .render()
    .asPng();
  const file = `public/og-image-${language}.png`;
  await writeFile(path.join(root, file), png);
  console.warn(`wrote ${file} (${png.length} bytes)`);
}

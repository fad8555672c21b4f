// Build-time map of the Americas from Natural Earth data (world-atlas), with the
// network's countries highlighted. The browser only downloads the finished SVG:
// d3-geo and the atlas never reach the client bundle.
// Run by hand: node scripts/art/map.mjs
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoAzimuthalEqualArea, geoCentroid, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import { palette, writeSvg } from './svg-kit.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const atlas = require('world-atlas/countries-50m.json');

// The highlighted countries are the keys of map.countries in the Spanish texts
// (ISO 3166 numeric codes, as world-atlas names its features), so the list the page
// shows and the map can never disagree.
const spanish = JSON.parse(
  await readFile(path.join(root, '../../content/pages/es/clients.json'), 'utf8'),
);
const network = new Set(Object.keys(spanish.map.countries));

const width = 560;
const height = 760;

const countries = feature(atlas, atlas.objects.countries).features;
const americas = countries.filter((country) => {
  const [longitude, latitude] = geoCentroid(country);
  // The Americas, without far Pacific islands and the South Atlantic islands.
  return longitude > -130 && longitude < -30 && latitude > -50 && latitude < 75;
});
for (const id of network) {
  if (!americas.some((country) => country.id === id))
    throw new Error(`Unknown or out-of-frame country id ${id}`);
}

// An equal-area view centred on the continent keeps Mexico and Brazil honest in size.
// The frame runs from Alaska and the Canadian Arctic coast to Cape Horn; land beyond it is clipped.
const projection = geoAzimuthalEqualArea()
  .rotate([88, -12])
  .fitExtent(
    [
      [8, 8],
      [width - 8, height - 8],
    ],
    {
      type: 'MultiPoint',
      coordinates: [
        [-166, 62],
        [-95, 71],
        [-58, 56],
        [-35, -7],
        [-75, -55],
        [-66, -55],
      ],
    },
  )
  .clipExtent([
    [0, 0],
    [width, height],
  ]);

/**
 * A path context that writes whole-pixel relative coordinates and skips points closer
 * than `minStep` pixels to the last kept one: at this size 50m data has far more detail
 * than a screen can show, and this keeps the SVG small.
 */
function compactPathContext(minStep = 1.6) {
  let d = '';
  let ring = [];
  const flush = () => {
    if (ring.length < 3) return;
    let area = 0;
    for (let i = 0; i < ring.length; i += 1) {
      const [x1, y1] = ring[i];
      const [x2, y2] = ring[(i + 1) % ring.length];
      area += x1 * y2 - x2 * y1;
    }
    // Islands smaller than a few pixels are noise at this scale.
    if (Math.abs(area) / 2 < 3) return;
    let [px, py] = ring[0];
    d += `M${px} ${py}l`;
    const steps = [];
    for (const [x, y] of ring.slice(1)) {
      steps.push(`${x - px} ${y - py}`);
      px = x;
      py = y;
    }
    d += `${steps.join(' ')}z`.replace(/ -/g, '-');
  };
  return {
    moveTo(x, y) {
      ring = [[Math.round(x), Math.round(y)]];
    },
    lineTo(x, y) {
      const [lx, ly] = ring[ring.length - 1];
      if (Math.hypot(x - lx, y - ly) < minStep) return;
      ring.push([Math.round(x), Math.round(y)]);
    },
    closePath() {
      flush();
      ring = [];
    },
    arc() {},
    result() {
      const out = d;
      d = '';
      return out;
    },
  };
}

const context = compactPathContext();
const draw = geoPath(projection, context);
function pathOf(country) {
  draw(country);
  return context.result();
}

let land = '';
let highlighted = '';
for (const country of americas) {
  const d = pathOf(country);
  if (!d) continue;
  if (network.has(country.id)) highlighted += `<path data-id="${country.id}" d="${d}"/>`;
  else land += `<path d="${d}"/>`;
}

// The Canadian Arctic runs past the frame; a soft fade at the top hides the straight cut.
const fade = `<defs><linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".12" stop-color="#fff"/></linearGradient><mask id="m"><rect width="${width}" height="${height}" fill="url(#f)"/></mask></defs>`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${fade}<g mask="url(#m)" stroke="#fff" stroke-width=".8" stroke-linejoin="round"><g fill="#bcd3de">${land}</g><g class="network" fill="${palette.green600}">${highlighted}</g></g></svg>`;

const file = path.join(root, 'public/images/clients/americas-map.svg');
await writeSvg(file, svg);
process.stdout.write(
  `${path.relative(root, file)}: ${(svg.length / 1024).toFixed(1)} KB, ${network.size} countries` +
    '\n',
);

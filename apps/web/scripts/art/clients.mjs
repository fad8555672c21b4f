// Sample client marks: one small SVG per client named in the Spanish texts
// (gallery.clients), in a muted brand palette and one consistent system —
// a geometric symbol beside a monogram or a short wordmark.
// Run by hand: node scripts/art/clients.mjs
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { palette, seeded, writeSvg } from './svg-kit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const spanish = JSON.parse(await readFile(path.join(root, 'src/locales/es/clients.json'), 'utf8'));
const names = spanish.gallery.clients;

const width = 240;
const height = 120;
const inks = [
  palette.blue900,
  palette.blue800,
  palette.green800,
  '#3d4f5c',
  palette.blue700,
  palette.green900,
];
const accents = [palette.green600, palette.blue500, palette.green400, '#c48a2a', palette.blue300];
const sans = "'Helvetica Neue',Arial,'DejaVu Sans',sans-serif";
const serif = "Georgia,'DejaVu Serif',serif";
const minor = new Set([
  'de',
  'del',
  'la',
  'los',
  'las',
  'el',
  'y',
  'e',
  'para',
  'por',
  'pour',
  'for',
  'the',
  'and',
  'of',
  'do',
  'da',
  'dos',
]);

const generic = new Set([
  'banco',
  'corporación',
  'fondo',
  'fundo',
  'instituto',
  'red',
  'cooperativa',
  'fundación',
  'asociación',
  'agencia',
  'agence',
  'programa',
  'grupo',
  'oficina',
  'conservación',
  'observatorio',
  'alianza',
  'financiera',
  'transportes',
  'textiles',
  'cementos',
  'aguas',
  'caribbean',
]);

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const words = (name) => name.split(/\s+/).filter((word) => !minor.has(word.toLowerCase()));
const initials = (name) =>
  words(name)
    .map((word) => word[0].toUpperCase())
    .join('')
    .slice(0, 4);

/** Twelve simple geometric symbols, drawn in a 48×48 box at the origin. */
const symbols = [
  (ink, accent) =>
    `<circle cx="24" cy="24" r="22" fill="${ink}"/><path d="M8 30q16-18 32 0" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`,
  (ink, accent) =>
    `<path d="M24 2 44 14v20L24 46 4 34V14z" fill="${ink}"/><path d="M24 12 34 30H14z" fill="${accent}"/>`,
  (ink, accent) =>
    `<path d="M24 46C8 36 4 20 24 2c20 18 16 34 0 44z" fill="${accent}"/><path d="M24 10v34" stroke="${ink}" stroke-width="3"/>`,
  (ink, accent) =>
    `<rect x="2" y="2" width="44" height="44" rx="10" fill="${ink}"/><circle cx="24" cy="24" r="10" fill="none" stroke="${accent}" stroke-width="5"/>`,
  (ink, accent) =>
    `<path d="M4 40h40L24 6z" fill="${ink}"/><path d="M14 40h20L24 22z" fill="${accent}"/>`,
  (ink, accent) =>
    `<circle cx="17" cy="24" r="15" fill="${ink}"/><circle cx="31" cy="24" r="15" fill="${accent}" opacity=".85"/>`,
  (ink, accent) =>
    `<path d="M4 14q10-8 20 0t20 0M4 26q10-8 20 0t20 0M4 38q10-8 20 0t20 0" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"/><circle cx="40" cy="8" r="5" fill="${accent}"/>`,
  (ink, accent) =>
    `<rect x="4" y="26" width="10" height="18" rx="2" fill="${accent}"/><rect x="19" y="16" width="10" height="28" rx="2" fill="${ink}"/><rect x="34" y="4" width="10" height="40" rx="2" fill="${ink}"/>`,
  (ink, accent) =>
    `<circle cx="24" cy="24" r="22" fill="none" stroke="${ink}" stroke-width="4"/><circle cx="24" cy="24" r="9" fill="${accent}"/><path d="M24 2v10M24 36v10M2 24h10M36 24h10" stroke="${ink}" stroke-width="4"/>`,
  (ink, accent) =>
    `<path d="M2 24 24 2l22 22-22 22z" fill="${ink}"/><path d="M14 24 24 14l10 10-10 10z" fill="${accent}"/>`,
  (ink, accent) =>
    `<path d="M6 44V20a18 18 0 0 1 36 0v24z" fill="${ink}"/><path d="M16 44V24a8 8 0 0 1 16 0v20z" fill="${accent}"/>`,
  (ink, accent) =>
    `<circle cx="12" cy="12" r="9" fill="${ink}"/><circle cx="36" cy="12" r="9" fill="${accent}"/><circle cx="12" cy="36" r="9" fill="${accent}"/><circle cx="36" cy="36" r="9" fill="${ink}"/>`,
];

/** Splits a descriptor into at most two balanced lines. */
function twoLines(text, limit) {
  if (text.length <= limit) return [text];
  const middle = Math.floor(text.length / 2);
  let cut = text.lastIndexOf(' ', middle);
  const after = text.indexOf(' ', middle);
  if (cut < 0 || (after > 0 && after - middle < middle - cut)) cut = after;
  return cut > 0 ? [text.slice(0, cut), text.slice(cut + 1)] : [text];
}

/** Rough text width, to shrink long words instead of letting them overflow. */
const textWidth = (text, size, factor) => text.length * size * factor;

function fitted(text, x, y, size, { max, font, weight, fill, spacing = 0, factor = 0.58 }) {
  const natural = textWidth(text, size, factor) + spacing * text.length;
  const fit = natural > max ? ` textLength="${max}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}"${spacing ? ` letter-spacing="${spacing}"` : ''}${fit}>${escape(text)}</text>`;
}

/** The small upper-case descriptor lines under a monogram or wordmark. */
function descriptor(lines) {
  return lines
    .map((line, i) =>
      fitted(line.toUpperCase(), 87, 82 + i * 13, 10, {
        max: 140,
        font: sans,
        weight: 600,
        fill: '#4a5866',
        spacing: 0.6,
        factor: 0.74,
      }),
    )
    .join('');
}

function mark(name, index) {
  const random = seeded(index * 7919 + 17);
  const ink = inks[Math.floor(random() * inks.length)];
  const accent = accents[Math.floor(random() * accents.length)];
  const symbol = symbols[(index * 7) % symbols.length](ink, accent);
  const significant = words(name);
  const font = random() < 0.4 ? serif : sans;
  let body;
  // Names that open with a generic word ("Banco", "Fondo"…) read better as a monogram;
  // names with a distinctive first word become a wordmark.
  if (generic.has(significant[0].toLowerCase())) {
    // Monogram with the full name set small underneath.
    const short = initials(name);
    const lines = twoLines(significant.join(' '), 24);
    body =
      fitted(short, 86, 62, 36, {
        max: 140,
        font,
        weight: 700,
        fill: ink,
        spacing: 2,
        factor: 0.66,
      }) + descriptor(lines);
  } else {
    // Wordmark: the first significant word large, the rest as a descriptor.
    const [first, ...rest] = significant;
    const lines = rest.length ? twoLines(rest.join(' '), 24) : [];
    body =
      fitted(first.toLowerCase(), 86, 62, 32, {
        max: 144,
        font,
        weight: 700,
        fill: ink,
        factor: 0.58,
      }) + descriptor(lines);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><g transform="translate(22 36)">${symbol}</g>${body}</svg>`;
}

let largest = 0;
for (const [index, name] of names.entries()) {
  const svg = mark(name, index);
  largest = Math.max(largest, svg.length);
  const file = path.join(
    root,
    `public/images/clients/client-${String(index + 1).padStart(2, '0')}.svg`,
  );
  await writeSvg(file, svg);
}
process.stdout.write(
  `${names.length} client marks, largest ${(largest / 1024).toFixed(1)} KB` + '\n',
);

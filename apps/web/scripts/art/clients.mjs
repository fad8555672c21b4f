// Sample client marks: one small SVG per client of content/clients (its Spanish name),
// written where the entry's logo points, in a muted brand palette and one consistent system —
// a geometric symbol beside a monogram or a short wordmark.
// Run by hand: node scripts/art/clients.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageLists } from '@verdalia/shared';
import { contentFolderAt } from '@verdalia/shared/content-folder';
import { palette, seeded, writeSvg } from './svg-kit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const clients = languageLists(contentFolderAt(path.resolve(root, '../..')), 'clients').es;
const names = clients.map((client) => client.name);

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

/*
 * The layout, for legibility where the wall is smallest: a mark is shown about 160 px wide
 * (two a row on a 390 px phone, six in the desktop container; client-gallery.css), two
 * thirds of its 240-unit drawing. So no text is set under 19 units (about 12.7 px there):
 * the symbol and a monogram or wordmark on the first line, the name below it in up to three
 * lines. Every text carries a textLength, its width estimated from its letters and capped
 * to the room it has, so it fits whatever sans-serif the visitor's system substitutes.
 */
const top = { x: 62, baseline: 42, room: 166, largest: 30, smallest: 20 };
const name = { x: 12, first: 68, leading: 21, room: 216, size: 19, lines: 3 };

/** Rough advance widths of a bold sans-serif, in ems. */
function advance(character) {
  if (/[iljtfrI.,:;'’ ]/.test(character)) return 0.32;
  if (/[mwMW]/.test(character)) return 0.9;
  if (/[A-ZÁÉÍÓÚÑ]/.test(character)) return 0.72;
  return 0.58;
}
const estimate = (text, size, spacing = 0) =>
  [...text].reduce((sum, character) => sum + advance(character) * size + spacing, 0);

function text(value, x, y, size, { room, font, weight, fill, spacing = 0 }) {
  const width = Math.round(Math.min(estimate(value, size, spacing), room));
  return `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}"${spacing ? ` letter-spacing="${spacing}"` : ''} textLength="${width}" lengthAdjust="spacingAndGlyphs">${escape(value)}</text>`;
}

/** Words into at most `lines` lines that fit `room` at `size`; null when they do not. */
function wrap(words, size, room, lines) {
  const out = [];
  for (const word of words) {
    const last = out.at(-1);
    if (last !== undefined && estimate(`${last} ${word}`, size) <= room)
      out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.length <= lines && out.every((line) => estimate(line, size) <= room * 1.08)
    ? out
    : null;
}

/** The name under the first line: whole if it fits, else without its small words. */
function nameLines(words) {
  return (
    wrap(words, name.size, name.room, name.lines) ??
    wrap(
      words.filter((word) => !minor.has(word.toLowerCase())),
      name.size,
      name.room,
      name.lines,
    ) ?? [words.join(' ')]
  );
}

function mark(clientName, index) {
  const random = seeded(index * 7919 + 17);
  const ink = inks[Math.floor(random() * inks.length)];
  const accent = accents[Math.floor(random() * accents.length)];
  const symbol = symbols[(index * 7) % symbols.length](ink, accent);
  const significant = words(clientName);
  const font = random() < 0.4 ? serif : sans;
  // Names that open with a generic word ("Banco", "Fondo"…) read as a monogram over the whole
  // name; names with a distinctive first word become a wordmark over the rest of the name.
  const monogram = generic.has(significant[0].toLowerCase());
  const headline = monogram ? initials(clientName) : significant[0].toLowerCase();
  const below = monogram ? clientName.split(/\s+/) : clientName.split(/\s+/).slice(1);
  const size = Math.max(
    top.smallest,
    Math.min(top.largest, Math.floor(top.room / (estimate(headline, 1) + (monogram ? 0.05 : 0)))),
  );
  const first = text(headline, top.x, top.baseline, size, {
    room: top.room,
    font,
    weight: 700,
    fill: ink,
    spacing: monogram ? 1.5 : 0,
  });
  const lines = below.length ? nameLines(below) : [];
  const body = lines
    .map((line, i) =>
      text(line, name.x, name.first + i * name.leading, name.size, {
        room: name.room,
        font: sans,
        weight: 600,
        fill: '#3d4a57',
      }),
    )
    .join('');
  // The block (symbol at 8 to the last line's descenders) centred in the mark's height.
  const bottom = lines.length ? name.first + (lines.length - 1) * name.leading + 5 : 48;
  const shift = Math.round((height - (bottom - 8)) / 2 - 8);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><g transform="translate(0 ${shift})"><g transform="translate(12 8) scale(.8333)">${symbol}</g>${first}${body}</g></svg>`;
}

let largest = 0;
for (const [index, name] of names.entries()) {
  const svg = mark(name, index);
  largest = Math.max(largest, svg.length);
  const file = path.join(root, '../..', clients[index].logo);
  await writeSvg(file, svg);
}
process.stdout.write(
  `${names.length} client marks, largest ${(largest / 1024).toFixed(1)} KB` + '\n',
);

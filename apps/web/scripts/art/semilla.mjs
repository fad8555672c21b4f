// Generates the Semilla DC artwork: the foundation's logo (a sprouting seed and the
// wordmark) and the front images of the three strategic-line cards.
// Run by hand: `node scripts/art/semilla.mjs`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { landscape, palette, writeSvg } from './svg-kit.mjs';

const outDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../public/images/semilla',
);

// The mark: a seed split open with a two-leaf sprout, inside a contour ring.
const mark = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})">` +
  `<circle cx="60" cy="60" r="57" fill="${palette.green50 ?? '#eef7ee'}" stroke="${palette.green600}" stroke-width="3"/>` +
  `<circle cx="60" cy="60" r="47" fill="none" stroke="${palette.green300}" stroke-width="1.5" stroke-dasharray="3 5"/>` +
  `<path d="M60 82C52 82 46 76 48 68C50 60 56 56 60 50C64 56 70 60 72 68C74 76 68 82 60 82Z" fill="${palette.blue800}"/>` +
  `<path d="M60 56V38" stroke="${palette.green800}" stroke-width="4" stroke-linecap="round"/>` +
  `<path d="M22 88C40 80 80 80 98 88M30 98C46 92 74 92 90 98" fill="none" stroke="${palette.blue700}" stroke-width="3" stroke-linecap="round"/>` +
  `<path d="M60 46C58 30 46 22 30 24C32 40 44 48 60 46Z" fill="${palette.green600}"/>` +
  `<path d="M60 38C62 22 74 14 92 16C90 32 78 40 60 38Z" fill="${palette.green400}"/>` +
  `</g>`;

const logo =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 120" width="440" height="120">` +
  mark(0, 0, 1) +
  `<text x="136" y="70" font-family="Fraunces, Georgia, 'Times New Roman', serif" font-size="46" font-weight="600" fill="${palette.blue900}" letter-spacing="-0.5">Semilla<tspan fill="${palette.green600}" dx="12">DC</tspan></text>` +
  `<text x="138" y="100" font-family="Inter, 'Segoe UI', Arial, sans-serif" font-size="15" font-weight="600" fill="${palette.blue700}" letter-spacing="3.2">FUNDACIÓN · COSTA RICA</text>` +
  `</svg>`;

/** A white line pictogram centred on a card image, drawn over a duotone landscape. */
const pictograms = {
  // An open book with a sprout: the learning center.
  learning:
    '<path d="M-90 -30C-60 -46 -24 -44 0 -26C24 -44 60 -46 90 -30V56C60 40 24 42 0 60C-24 42 -60 40 -90 56Z"/><path d="M0 -26V60"/><path d="M-70 -12C-50 -20 -30 -20 -16 -12M-70 8C-50 0 -30 0 -16 8M-70 28C-50 20 -30 20 -16 28M16 -12C30 -20 50 -20 70 -12M16 8C30 0 50 0 70 8"/><path d="M0 -26C0 -50 -4 -64 -22 -76M0 -44C6 -66 20 -74 36 -76"/>',
  // A target with an arrow over rising bars: high-impact projects.
  projects:
    '<circle r="72"/><circle r="48"/><circle r="22"/><path d="M0 0L70 -70M70 -70H44M70 -70V-44"/><path d="M-60 96V70M-30 96V52M0 96V40M30 96V60M60 96V30"/>',
  // Two hands joined around a globe: international volunteering.
  volunteering:
    '<circle cy="-24" r="54"/><ellipse cy="-24" rx="22" ry="54"/><path d="M-54 -24H54M-46 -52H46M-46 4H46"/><path d="M-110 70C-80 44 -50 40 -20 52L20 66C30 70 30 82 18 82H-20M-110 96C-70 96 -30 106 10 100L90 74C104 70 110 80 100 88L40 118C0 130 -60 124 -110 118"/>',
};

const cards = [
  {
    id: 'learning-center',
    seed: 31,
    from: palette.blue900,
    to: palette.green600,
    icon: 'learning',
  },
  {
    id: 'high-impact-projects',
    seed: 47,
    from: palette.green900,
    to: palette.blue500,
    icon: 'projects',
  },
  {
    id: 'international-volunteering',
    seed: 59,
    from: palette.blue950,
    to: palette.green400,
    icon: 'volunteering',
  },
];

await writeSvg(path.join(outDir, 'semilla-dc-logo.svg'), logo);
for (const card of cards) {
  const base = landscape({
    width: 800,
    height: 600,
    seed: card.seed,
    from: card.from,
    to: card.to,
    sun: card.icon === 'volunteering',
  });
  const icon = `<g transform="translate(400 240) scale(1.25)" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity="0.92">${pictograms[card.icon]}</g>`;
  const svg = base.replace('</svg>', `${icon}</svg>`);
  await writeSvg(path.join(outDir, `${card.id}.svg`), svg);
  process.stdout.write(`${card.id}.svg ${svg.length} bytes\n`);
}

// One background image per project category (the `image` key of the shared taxonomy):
// the site's duotone landscape plus a motif that hints at the practice area.
// Run by hand: node scripts/art/categories.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { categories } from '@verdalia/shared';
import { landscape, palette, seeded, writeSvg } from './svg-kit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const width = 800;
const height = 600;
const line = (color, w = 6) =>
  `fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;

/** Motifs sit in the upper half, where the card's text overlay does not reach. */
const motifs = {
  // Rising bars with a leaf: capital flowing to green assets.
  'green-finance': () =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${470 + i * 62}" y="${250 - i * 42}" width="40" height="${70 + i * 42}" rx="6" fill="#fff" opacity="${0.22 + i * 0.12}"/>`,
      )
      .join('') +
    `<path d="M700 70c-60 0-96 34-96 84 50 0 96-30 96-84z" fill="${palette.green300}"/><path d="M612 150c24-26 50-44 80-62" ${line(palette.green800, 4)}/>`,
  // A circle of people: communities at the centre of social finance.
  'social-finance': () => {
    let out = '';
    for (let i = 0; i < 7; i += 1) {
      const angle = (i / 7) * Math.PI * 2;
      const x = Math.round(600 + Math.cos(angle) * 110);
      const y = Math.round(190 + Math.sin(angle) * 80);
      out += `<circle cx="${x}" cy="${y - 18}" r="14" fill="#fff" opacity=".8"/><path d="M${x - 20} ${y + 16}a20 20 0 0 1 40 0z" fill="#fff" opacity=".8"/>`;
    }
    return `${out}<circle cx="600" cy="190" r="34" fill="${palette.sun}" opacity=".9"/>`;
  },
  // Wind turbines and a solar array.
  'clean-energy': () => {
    const turbine = (x, y, s) =>
      `<path d="M${x} ${y}v${Math.round(190 * s)}" ${line('#fff', 6 * s)}/>` +
      [0, 120, 240]
        .map(
          (a) =>
            `<path d="M${x} ${y}l0 -${Math.round(80 * s)}" ${line('#fff', 7 * s)} transform="rotate(${a + 15} ${x} ${y})"/>`,
        )
        .join('') +
      `<circle cx="${x}" cy="${y}" r="${Math.round(9 * s)}" fill="#fff"/>`;
    return (
      turbine(560, 130, 1) +
      turbine(690, 180, 0.75) +
      `<g transform="skewX(-20)"><rect x="470" y="330" width="70" height="40" rx="3" fill="${palette.blue300}" opacity=".9"/><rect x="548" y="330" width="70" height="40" rx="3" fill="${palette.blue300}" opacity=".9"/><rect x="626" y="330" width="70" height="40" rx="3" fill="${palette.blue300}" opacity=".9"/></g>`
    );
  },
  // A forest canopy.
  conservation: () => {
    const random = seeded(44);
    let out = '';
    for (let i = 0; i < 7; i += 1) {
      const x = 470 + i * 46 + Math.round(random() * 10);
      const h = 90 + Math.round(random() * 80);
      out += `<path d="M${x} ${330 - h}l32 ${h}h-64z" fill="${i % 2 ? palette.green300 : palette.green400}" opacity=".9"/><path d="M${x} 330v22" ${line(palette.green900, 5)}/>`;
    }
    return `${out}<circle cx="640" cy="110" r="40" fill="none" stroke="#fff" stroke-width="4" opacity=".6"/>`;
  },
  // A survey grid with a measured curve: market and feasibility studies.
  feasibility: () => {
    let grid = '';
    for (let i = 0; i <= 5; i += 1) {
      grid += `<path d="M${460 + i * 56} 80v260M460 ${80 + i * 52}h280" ${line('#fff', 1.5)} opacity=".35"/>`;
    }
    return `${grid}<path d="M460 320C540 300 560 170 620 160s90 40 120-60" ${line(palette.sun, 6)}/><circle cx="620" cy="160" r="10" fill="#fff"/><circle cx="740" cy="100" r="10" fill="#fff"/>`;
  },
  // A monitoring dashboard: a gauge and a line of readings.
  'impact-measurement': () =>
    `<path d="M480 250a120 120 0 0 1 240 0" ${line('#fff', 14)} opacity=".35"/><path d="M480 250a120 120 0 0 1 190-97" ${line(palette.green300, 14)}/><path d="M600 250l52-70" ${line('#fff', 6)}/><circle cx="600" cy="250" r="12" fill="#fff"/><path d="M470 330l60-30 50 18 60-44 60 14 50-40" ${line(palette.sun, 5)}/>`,
  // Stacked blocks and an open book: knowledge and skills built step by step.
  'capacity-building': () =>
    `<rect x="480" y="270" width="90" height="60" rx="6" fill="#fff" opacity=".35"/><rect x="580" y="210" width="90" height="120" rx="6" fill="#fff" opacity=".5"/><rect x="680" y="150" width="90" height="180" rx="6" fill="#fff" opacity=".7"/><path d="M540 140c40-24 70-24 90 0 20-24 50-24 90 0v-80c-40-24-70-24-90 0-20-24-50-24-90 0z" fill="${palette.sun}" opacity=".9"/><path d="M630 60v80" ${line(palette.blue900, 3)}/>`,
};

const hues = {
  green: { from: palette.blue900, to: palette.green600 },
  blue: { from: palette.blue950, to: palette.blue500 },
};

let largest = 0;
for (const [index, category] of categories.entries()) {
  const motif = motifs[category.image];
  if (!motif) throw new Error(`No motif for category image ${category.image}`);
  const base = landscape({
    width,
    height,
    seed: 301 + index * 13,
    layers: 4,
    sun: false,
    ...hues[category.color],
  });
  // The motif goes behind the ridges' foreground so it sits in the landscape.
  const svg = base.replace(/(<path d="[^"]*" fill="url\(#g\d+l2\)"\/>)/, `<g>${motif()}</g>$1`);
  largest = Math.max(largest, svg.length);
  await writeSvg(path.join(root, `public/images/categories/${category.image}.svg`), svg);
}
process.stdout.write(
  `${categories.length} category images, largest ${(largest / 1024).toFixed(1)} KB` + '\n',
);

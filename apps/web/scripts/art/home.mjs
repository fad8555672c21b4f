// Generates the home page artwork: five hero slides, seven service cards and the
// parallax band. Run by hand (`node scripts/art/home.mjs`); the output is committed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { landscape, palette, seeded, writeSvg } from './svg-kit.mjs';

const outDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../public/images/home',
);
const r = (value) => Math.round(value * 10) / 10;

/** A foreground hill we can stand motifs on: returns its path and its height at any x. */
function hill({ width, height, base, amplitude, waves, phase }) {
  const yAt = (x) =>
    base +
    Math.sin((x / width) * Math.PI * waves + phase) * amplitude +
    Math.sin((x / width) * Math.PI * waves * 2.1 + phase * 1.3) * amplitude * 0.3;
  let d = `M0 ${r(yAt(0))}`;
  for (let x = 40; x <= width; x += 40) d += ` L${x} ${r(yAt(x))}`;
  return { d: `${d} L${width} ${height} L0 ${height} Z`, yAt };
}

function conifer(x, y, size, fill) {
  const w = size * 0.42;
  return `<path d="M${r(x)} ${r(y - size)} L${r(x + w)} ${r(y - size * 0.35)} L${r(x + w * 0.55)} ${r(y - size * 0.38)} L${r(x + w * 1.15)} ${r(y)} L${r(x - w * 1.15)} ${r(y)} L${r(x - w * 0.55)} ${r(y - size * 0.38)} L${r(x - w)} ${r(y - size * 0.35)} Z" fill="${fill}"/>`;
}

function roundTree(x, y, size, fill, trunk) {
  return `<rect x="${r(x - size * 0.06)}" y="${r(y - size * 0.45)}" width="${r(size * 0.12)}" height="${r(size * 0.45)}" fill="${trunk}"/><circle cx="${r(x)}" cy="${r(y - size * 0.62)}" r="${r(size * 0.34)}" fill="${fill}"/>`;
}

function turbine(x, y, size, angle, color) {
  const hubY = y - size;
  let blades = '';
  for (let i = 0; i < 3; i += 1) {
    blades += `<path d="M0 0 L${r(size * 0.05)} ${r(-size * 0.08)} L0 ${r(-size * 0.62)} L${r(-size * 0.03)} ${r(-size * 0.08)} Z" transform="rotate(${angle + i * 120})"/>`;
  }
  return `<path d="M${r(x - size * 0.025)} ${r(y)} L${r(x - size * 0.012)} ${r(hubY)} L${r(x + size * 0.012)} ${r(hubY)} L${r(x + size * 0.025)} ${r(y)} Z" fill="${color}"/><g transform="translate(${r(x)} ${r(hubY)})" fill="${color}">${blades}<circle r="${r(size * 0.035)}"/></g>`;
}

function solarRow(x, y, count, w, color, frame) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const px = x + i * w * 1.12;
    out += `<path d="M${r(px)} ${r(y)} L${r(px + w)} ${r(y)} L${r(px + w * 0.82)} ${r(y - w * 0.45)} L${r(px - w * 0.18)} ${r(y - w * 0.45)} Z" fill="${color}" stroke="${frame}" stroke-width="2"/><path d="M${r(px + w * 0.41)} ${r(y)} L${r(px + w * 0.32)} ${r(y - w * 0.45)} M${r(px - w * 0.09)} ${r(y - w * 0.22)} L${r(px + w * 0.91)} ${r(y - w * 0.22)}" stroke="${frame}" stroke-width="1.5" opacity="0.7"/><rect x="${r(px + w * 0.38)}" y="${r(y)}" width="4" height="${r(w * 0.18)}" fill="${frame}"/>`;
  }
  return out;
}

function building(x, base, w, h, fill, window, random) {
  let out = `<rect x="${r(x)}" y="${r(base - h)}" width="${r(w)}" height="${r(h)}" fill="${fill}"/>`;
  const cols = Math.max(2, Math.floor(w / 22));
  const rows = Math.floor((h - 20) / 28);
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      if (random() < 0.62) continue;
      out += `<rect x="${r(x + 8 + col * ((w - 16) / cols))}" y="${r(base - h + 14 + row * 28)}" width="${r((w - 16) / cols - 7)}" height="10" fill="${window}" opacity="0.8"/>`;
    }
  }
  return out;
}

function house(x, y, size, wall, roof) {
  return `<rect x="${r(x - size / 2)}" y="${r(y - size * 0.6)}" width="${r(size)}" height="${r(size * 0.6)}" fill="${wall}"/><path d="M${r(x - size * 0.62)} ${r(y - size * 0.58)} L${r(x)} ${r(y - size)} L${r(x + size * 0.62)} ${r(y - size * 0.58)} Z" fill="${roof}"/><rect x="${r(x - size * 0.1)}" y="${r(y - size * 0.32)}" width="${r(size * 0.2)}" height="${r(size * 0.32)}" fill="${roof}"/>`;
}

/** Appends motifs to a kit landscape, keeping one style across all images. */
function withMotifs(svg, motifs) {
  return svg.replace(/<\/svg>$/, `${motifs}</svg>`);
}

const W = 1600;
const H = 900;

const slides = [
  // 1. Forests and conservation: layered conifer ridges and a river.
  () => {
    const random = seeded(101);
    const base = landscape({ seed: 11, from: palette.blue900, to: palette.green400, layers: 4 });
    const ground = hill({ width: W, height: H, base: 760, amplitude: 26, waves: 2.2, phase: 0.8 });
    let trees = '';
    for (let x = 520; x < W + 20; x += 34 + random() * 26) {
      const size = 70 + random() * 70;
      trees += conifer(
        x,
        ground.yAt(x) + 6,
        size,
        random() < 0.5 ? palette.green900 : palette.green800,
      );
    }
    let far = '';
    for (let x = 700; x < W; x += 22 + random() * 18)
      far += conifer(x, 640 + random() * 20, 40 + random() * 30, palette.green800);
    const river = `<path d="M1180 900 C1120 840 1260 800 1180 760 S1080 700 1120 660" fill="none" stroke="${palette.blue300}" stroke-width="26" stroke-linecap="round" opacity="0.75"/>`;
    return withMotifs(
      base,
      `<g opacity="0.7">${far}</g><path d="${ground.d}" fill="${palette.green900}" opacity="0.92"/>${river}${trees}`,
    );
  },
  // 2. Solar and wind energy: turbines on the ridge, panel rows in front.
  () => {
    const base = landscape({ seed: 23, from: palette.blue800, to: palette.blue300, layers: 3 });
    const ground = hill({ width: W, height: H, base: 720, amplitude: 30, waves: 1.6, phase: 2.1 });
    const turbines = [
      [820, 0.62, 10],
      [1010, 0.8, 55],
      [1210, 1, 20],
      [1420, 0.74, 80],
    ]
      .map(([x, k, a]) => turbine(x, ground.yAt(x) - 4, 300 * k, a, '#eef6fa'))
      .join('');
    const panels =
      solarRow(600, 850, 8, 120, palette.blue900, palette.blue300) +
      solarRow(680, 780, 7, 100, palette.blue900, palette.blue300);
    return withMotifs(
      base,
      `${turbines}<path d="${ground.d}" fill="${palette.green800}"/>${panels}`,
    );
  },
  // 3. Coast and blue economy: sea, waves, mangroves and a boat.
  () => {
    const random = seeded(303);
    const base = landscape({ seed: 37, from: palette.blue950, to: palette.blue500, layers: 2 });
    let waves = '';
    for (let i = 0; i < 9; i += 1) {
      const y = 640 + i * 28;
      waves += `<path d="M${r(500 + random() * 200)} ${y} q30 -10 60 0 t60 0 t60 0 t60 0" fill="none" stroke="#d9ecf4" stroke-width="3" opacity="${r(0.25 + i * 0.05)}" transform="translate(${r(random() * 500)} 0)"/>`;
    }
    const sea = `<rect y="620" width="${W}" height="280" fill="${palette.blue800}"/><rect y="620" width="${W}" height="6" fill="${palette.blue300}" opacity="0.6"/>`;
    const shore = `<path d="M${W} 700 C1450 720 1330 800 1250 900 L${W} 900 Z" fill="${palette.sand}" opacity="0.9"/><path d="M${W} 760 C1500 780 1420 840 1380 900 L${W} 900 Z" fill="${palette.green800}"/>`;
    let mangroves = '';
    for (let x = 1400; x < W; x += 46)
      mangroves += roundTree(x, 820 - (x - 1400) * 0.25, 120, palette.green900, palette.green900);
    const boat = `<g transform="translate(960 700)"><path d="M-70 0 L70 0 L50 22 L-50 22 Z" fill="#f3efe4"/><path d="M0 -4 L0 -110 L58 -8 Z" fill="#ffffff" opacity="0.92"/><path d="M-6 -4 L-6 -90 L-48 -8 Z" fill="${palette.blue100}" opacity="0.9"/></g>`;
    return withMotifs(base, `${sea}${waves}${boat}${shore}${mangroves}`);
  },
  // 4. City and sustainable mobility: skyline, tree-lined avenue and a tram.
  () => {
    const random = seeded(404);
    const base = landscape({ seed: 41, from: palette.blue900, to: palette.green300, layers: 2 });
    let skyline = '';
    let x = 560;
    while (x < W) {
      const w = 60 + random() * 70;
      const h = 180 + random() * 280;
      skyline += building(
        x,
        760,
        w,
        h,
        random() < 0.5 ? palette.blue900 : palette.blue800,
        palette.sun,
        random,
      );
      x += w + 8 + random() * 12;
    }
    const street = `<rect y="760" width="${W}" height="140" fill="${palette.blue950}"/><rect y="800" width="${W}" height="6" fill="${palette.green400}" opacity="0.8"/><rect y="862" width="${W}" height="4" fill="#d9ecf4" opacity="0.4"/>`;
    const tram = `<g transform="translate(860 798)"><rect x="0" y="-86" width="420" height="80" rx="18" fill="#eef6fa"/><rect x="0" y="-40" width="420" height="10" fill="${palette.green600}"/>${[24, 104, 184, 264, 344].map((wx) => `<rect x="${wx}" y="-74" width="56" height="28" rx="5" fill="${palette.blue700}"/>`).join('')}<circle cx="70" cy="0" r="12" fill="${palette.blue950}"/><circle cx="350" cy="0" r="12" fill="${palette.blue950}"/><path d="M210 -86 L240 -120 L300 -120" stroke="#eef6fa" stroke-width="4" fill="none"/></g><path d="M0 678 L${W} 678" stroke="#eef6fa" stroke-width="2" opacity="0.5"/>`;
    let trees = '';
    for (let tx = 600; tx < W; tx += 150)
      trees += roundTree(tx, 770, 110, palette.green600, palette.green900);
    const bike = `<g transform="translate(1380 850)" fill="none" stroke="#eef6fa" stroke-width="5"><circle cx="0" cy="0" r="22"/><circle cx="70" cy="0" r="22"/><path d="M0 0 L24 -34 L58 -34 L70 0 M24 -34 L36 0 L58 -34 M20 -44 L32 -44"/></g>`;
    return withMotifs(base, `${skyline}${street}${trees}${tram}${bike}`);
  },
  // 5. Farmland and social finance: terraced fields, rows of crops, a rural village.
  () => {
    const random = seeded(505);
    const base = landscape({ seed: 59, from: palette.green900, to: palette.green300, layers: 3 });
    let fields = '';
    const colours = [
      palette.green600,
      palette.green400,
      palette.green800,
      '#c9b458',
      palette.green600,
    ];
    for (let i = 0; i < 5; i += 1) {
      const y = 640 + i * 54;
      fields += `<path d="M0 ${y + 40} C400 ${y - 10} 900 ${y + 30} ${W} ${y - 20} L${W} ${H} L0 ${H} Z" fill="${colours[i]}"/>`;
      for (let k = 0; k < 6; k += 1) {
        fields += `<path d="M0 ${y + 52 + k * 8} C400 ${y + 2 + k * 8} 900 ${y + 42 + k * 8} ${W} ${y - 8 + k * 8}" fill="none" stroke="${palette.green900}" stroke-width="1.6" opacity="0.22"/>`;
      }
    }
    let village = '';
    for (let i = 0; i < 5; i += 1) {
      const hx = 1040 + i * 92 + random() * 20;
      village += house(
        hx,
        640 - i * 6,
        64 + random() * 20,
        '#f3efe4',
        i % 2 ? palette.blue800 : '#9c4a2f',
      );
    }
    village +=
      roundTree(980, 646, 130, palette.green800, palette.green900) +
      roundTree(1520, 616, 120, palette.green800, palette.green900);
    return withMotifs(base, `${village}${fields}`);
  },
];

/** Service card art: a kit landscape in the card's tone plus one plain emblem per topic. */
const services = {
  'green-finance': {
    tone: [palette.green900, palette.green400],
    emblem: () => {
      let coins = '';
      [
        [300, 6],
        [380, 9],
        [460, 12],
      ].forEach(([x, n]) => {
        for (let i = 0; i < n; i += 1)
          coins += `<ellipse cx="${x}" cy="${470 - i * 14}" rx="34" ry="10" fill="${palette.sun}" stroke="${palette.green900}" stroke-width="2"/>`;
      });
      return `${coins}<path d="M560 470 C560 380 560 330 560 300" stroke="${palette.green900}" stroke-width="8"/><path d="M560 340 C520 330 490 290 500 250 C540 258 566 290 560 340 Z M560 310 C600 290 640 250 630 210 C590 214 556 250 560 310 Z" fill="${palette.green300}" stroke="${palette.green900}" stroke-width="3"/>`;
    },
  },
  'social-finance': {
    tone: [palette.blue900, palette.blue300],
    emblem: () =>
      [
        [260, 470, 90, palette.blue800],
        [380, 460, 110, '#9c4a2f'],
        [510, 470, 90, palette.blue800],
        [620, 476, 74, palette.green800],
      ]
        .map(([x, y, s, roof]) => house(x, y, s, '#f3efe4', roof))
        .join(''),
  },
  'clean-energy': {
    tone: [palette.blue800, palette.green400],
    emblem: () =>
      turbine(560, 470, 200, 15, '#eef6fa') +
      turbine(660, 470, 150, 70, '#eef6fa') +
      solarRow(170, 500, 3, 100, palette.blue900, palette.blue300),
  },
  feasibility: {
    tone: [palette.blue900, palette.green300],
    emblem: () =>
      `<rect x="180" y="220" width="440" height="280" rx="14" fill="#eef6fa" opacity="0.94"/>` +
      [90, 130, 110, 170, 210]
        .map(
          (h, i) =>
            `<rect x="${220 + i * 78}" y="${470 - h}" width="46" height="${h}" rx="4" fill="${i % 2 ? palette.green600 : palette.blue700}"/>`,
        )
        .join('') +
      `<path d="M220 380 L300 340 L378 360 L456 290 L534 250 L590 236" fill="none" stroke="${palette.sun}" stroke-width="6" stroke-linecap="round"/>`,
  },
  conservation: {
    tone: [palette.blue900, palette.green400],
    emblem: () => {
      const random = seeded(77);
      let trees = '';
      for (let x = 120; x < 720; x += 40 + random() * 30)
        trees += conifer(
          x,
          500,
          110 + random() * 90,
          random() < 0.5 ? palette.green900 : palette.green800,
        );
      return `<path d="M420 600 C380 560 470 540 430 500" fill="none" stroke="${palette.blue300}" stroke-width="22" stroke-linecap="round"/>${trees}`;
    },
  },
  'impact-measurement': {
    tone: [palette.blue950, palette.blue500],
    emblem: () => {
      const points = [
        [200, 430],
        [300, 380],
        [400, 400],
        [500, 310],
        [600, 270],
      ];
      const line = points.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join(' ');
      return `<path d="${line}" fill="none" stroke="${palette.green300}" stroke-width="6" stroke-linejoin="round"/>${points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="13" fill="${palette.blue950}" stroke="${palette.green300}" stroke-width="5"/>`).join('')}<circle cx="600" cy="270" r="34" fill="none" stroke="#eef6fa" stroke-width="3" stroke-dasharray="6 8"/>`;
    },
  },
  'capacity-building': {
    tone: [palette.green900, palette.blue300],
    emblem: () =>
      `<path d="M400 300 C340 270 250 268 190 290 L190 480 C250 458 340 460 400 490 C460 460 550 458 610 480 L610 290 C550 268 460 270 400 300 Z" fill="#eef6fa" stroke="${palette.green900}" stroke-width="4"/><path d="M400 300 L400 490" stroke="${palette.green900}" stroke-width="4"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M220 ${326 + i * 36} C280 ${312 + i * 36} 340 ${314 + i * 36} 375 ${330 + i * 36} M425 ${330 + i * 36} C460 ${314 + i * 36} 520 ${312 + i * 36} 580 ${326 + i * 36}" fill="none" stroke="${palette.blue700}" stroke-width="3" opacity="0.6"/>`,
        )
        .join('') +
      `<circle cx="400" cy="220" r="30" fill="${palette.sun}"/>`,
  },
};

async function main() {
  const written = [];
  for (const [index, make] of slides.entries()) {
    const file = path.join(outDir, `slide-${index + 1}.svg`);
    await writeSvg(file, make());
    written.push(file);
  }
  let seed = 200;
  for (const [key, { tone, emblem }] of Object.entries(services)) {
    seed += 7;
    const base = landscape({
      width: 800,
      height: 600,
      seed,
      from: tone[0],
      to: tone[1],
      layers: 3,
      sun: false,
    });
    const file = path.join(outDir, `service-${key}.svg`);
    // Emblems sit in the upper half: the card title covers the lower part of the image.
    await writeSvg(
      file,
      withMotifs(base, `<g transform="translate(40 -95) scale(0.9)">${emblem()}</g>`),
    );
    written.push(file);
  }
  const bandRandom = seeded(909);
  const bandHill = hill({
    width: 1600,
    height: 700,
    base: 610,
    amplitude: 22,
    waves: 1.8,
    phase: 1.2,
  });
  let bandTrees = '';
  for (let x = 760; x < 1620; x += 26 + bandRandom() * 30) {
    bandTrees += conifer(
      x,
      bandHill.yAt(x) + 8,
      50 + bandRandom() * 60,
      bandRandom() < 0.5 ? palette.green900 : palette.green800,
    );
  }
  const band = withMotifs(
    landscape({
      width: 1600,
      height: 700,
      seed: 91,
      from: palette.blue900,
      to: palette.green400,
      layers: 4,
      sun: false,
    }),
    `${turbine(1180, 470, 170, 25, '#eef6fa')}${turbine(1330, 455, 210, 80, '#eef6fa')}<path d="${bandHill.d}" fill="${palette.green900}"/>${bandTrees}`,
  );
  const bandFile = path.join(outDir, 'band.svg');
  await writeSvg(bandFile, band);
  written.push(bandFile);
  console.warn(`wrote ${written.length} files to ${outDir}`);
}

await main();

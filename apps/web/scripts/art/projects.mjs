// One picture per project of content/projects (by its id, entered once for every language):
// the site's style — layered ridges, topographic contours, the brand's blues and
// greens — with a scene of the project's own (a mangrove, a bus, a coffee branch…) and one
// of seven palettes, light and dark, so neighbouring cards differ. Each is a small SVG of
// 640×320 (2:1, the card's picture), drawn from a seed: the same file on every run.
// Runs in the build, before Vite copies public/ (package.json): a project staff add gets its
// picture, and through it its share image (project-share-images.mjs), with no step of theirs.
// The pictures of the projects in the table below are committed and come out byte for byte the
// same; a project not in it gets a scene and a palette chosen by its id.
// By hand: node scripts/art/projects.mjs [repository root] [output folder]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageLists } from '@verdalia/shared';
import { contentFolderAt } from '@verdalia/shared/content-folder';
import { contours, palette as c, ridge, seeded, writeSvg } from './svg-kit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(process.argv[2] ?? path.join(root, '../..'));
const outDir = path.resolve(process.argv[3] ?? path.join(root, 'public/images/projects'));
const W = 640;
const H = 320;
const GROUND = 250;

const r1 = (value) => Math.round(value * 10) / 10;
const stroke = (color, w = 4) =>
  `fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;

/**
 * Sky (top, bottom), three ridges from far to near, the ink of the scene's objects, an accent,
 * the contours' colour and whether a sun shows. Dark palettes draw in white; light ones in
 * the brand's deep blue and green.
 */
const palettes = {
  leaf: {
    sky: [c.blue900, c.green600],
    ridges: [c.green400, c.green600, c.blue900],
    ink: '#fff',
    accent: c.green300,
    lines: '#fff',
    sun: false,
  },
  ocean: {
    sky: [c.blue950, c.blue500],
    ridges: [c.blue500, c.blue700, c.blue950],
    ink: '#fff',
    accent: c.blue300,
    lines: '#fff',
    sun: false,
  },
  lagoon: {
    sky: [c.blue700, c.blue300],
    ridges: [c.blue300, c.blue500, c.blue800],
    ink: '#fff',
    accent: c.green300,
    lines: '#fff',
    sun: true,
  },
  forest: {
    sky: [c.green900, c.green400],
    ridges: [c.green400, c.green600, c.green900],
    ink: '#fff',
    accent: c.sun,
    lines: '#fff',
    sun: false,
  },
  dawn: {
    sky: [c.blue800, '#e9b45a'],
    ridges: [c.green400, c.green800, c.blue950],
    ink: '#fff',
    accent: c.sun,
    lines: '#fff',
    sun: true,
  },
  sand: {
    sky: [c.sand, c.blue100],
    ridges: [c.blue300, c.green400, c.green800],
    ink: c.blue900,
    accent: c.green600,
    lines: c.blue700,
    sun: true,
  },
  mint: {
    sky: ['#eef7ee', c.green200],
    ridges: [c.green300, c.green600, c.blue800],
    ink: c.blue900,
    accent: c.blue500,
    lines: c.green800,
    sun: false,
  },
};

/* Scenes: each draws in the picture's coordinates around (x, GROUND), `s` its scale, and
   returns what stands behind the nearest ridge (`back`) and what stands on it (`front`). */

const scenes = {
  // Rising bars and a leaf: capital flowing to green assets.
  credit: ({ x, ink, accent }) => ({
    back:
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${x - 110 + i * 56}" y="${GROUND - 70 - i * 34}" width="38" height="${80 + i * 34}" rx="5" fill="${ink}" opacity="${0.3 + i * 0.15}"/>`,
        )
        .join('') +
      `<path d="M${x + 96} ${GROUND - 196}c-56 0-88 30-88 78 46 0 88-28 88-78z" fill="${accent}"/><path d="M${x + 16} ${GROUND - 122}c22-24 46-40 72-56" ${stroke(c.green900, 3)}/>`,
  }),
  // A circle of people around a shared light: community finance.
  community: ({ x, ink, accent }) => {
    let people = '';
    for (let i = 0; i < 7; i += 1) {
      const a = (i / 7) * Math.PI * 2 + 0.3;
      const px = r1(x + Math.cos(a) * 92);
      const py = r1(GROUND - 110 + Math.sin(a) * 52);
      people += `<circle cx="${px}" cy="${r1(py - 16)}" r="11" fill="${ink}" opacity=".9"/><path d="M${r1(px - 17)} ${r1(py + 13)}a17 17 0 0 1 34 0z" fill="${ink}" opacity=".9"/>`;
    }
    return { back: `${people}<circle cx="${x}" cy="${GROUND - 110}" r="26" fill="${accent}"/>` };
  },
  // Rows of solar panels under a large sun.
  solar: ({ x, ink, accent }) => {
    let panels = '';
    for (let row = 0; row < 3; row += 1) {
      for (let i = 0; i < 5; i += 1) {
        const px = x - 150 + i * 62 + row * 14;
        const py = GROUND - 42 + row * 24;
        panels += `<path d="M${px} ${py}h52l-12 20h-52z" fill="${accent}" stroke="${ink}" stroke-width="1.5" opacity=".95"/>`;
      }
    }
    return { front: panels };
  },
  // Wind turbines on a ridge.
  wind: ({ x, ink }) => {
    const turbine = (tx, ty, s) =>
      `<path d="M${tx} ${ty}v${r1(150 * s)}" ${stroke(ink, 5 * s)}/>` +
      [0, 120, 240]
        .map(
          (a) =>
            `<path d="M${tx} ${ty}v-${r1(64 * s)}" ${stroke(ink, 6 * s)} transform="rotate(${a + 20} ${tx} ${ty})"/>`,
        )
        .join('') +
      `<circle cx="${tx}" cy="${ty}" r="${r1(7 * s)}" fill="${ink}"/>`;
    return {
      back:
        turbine(x - 80, GROUND - 150, 1) +
        turbine(x + 40, GROUND - 110, 0.8) +
        turbine(x + 130, GROUND - 80, 0.6),
    };
  },
  // Mangroves on arching roots over still water.
  mangrove: ({ x, ink, accent }) => {
    let trees = '';
    for (const [dx, s] of [
      [-120, 0.8],
      [-30, 1],
      [70, 0.9],
      [150, 0.7],
    ]) {
      const tx = x + dx;
      const top = GROUND - 40 - 90 * s;
      trees +=
        `<path d="M${tx} ${GROUND - 30}V${r1(top + 30)}" ${stroke(ink, 5)}/>` +
        `<path d="M${tx} ${GROUND - 50}q-22 6-30 30M${tx} ${GROUND - 50}q22 6 30 30M${tx} ${GROUND - 42}q-8 8-12 22M${tx} ${GROUND - 42}q8 8 12 22" ${stroke(ink, 3)}/>` +
        `<ellipse cx="${tx}" cy="${r1(top + 18)}" rx="${r1(46 * s)}" ry="${r1(30 * s)}" fill="${accent}" opacity=".95"/>`;
    }
    const water = [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${x - 190 + i * 20} ${GROUND - 2 + i * 14}h${320 - i * 40}" ${stroke(ink, 2)} opacity=".5"/>`,
      )
      .join('');
    return { front: trees + water };
  },
  // Branching coral and a school of fish.
  reef: ({ x, ink, accent }) => {
    const coral = (cx, s) =>
      `<path d="M${cx} ${GROUND + 10}v-${r1(60 * s)}m0 ${r1(22 * s)}l-${r1(26 * s)}-${r1(30 * s)}m${r1(26 * s)} ${r1(14 * s)}l${r1(24 * s)}-${r1(36 * s)}m-${r1(46 * s)} ${r1(4 * s)}v-${r1(20 * s)}" ${stroke(accent, 7 * s)}/>`;
    const fish = (fx, fy, s) =>
      `<path d="M${fx} ${fy}q${r1(16 * s)}-${r1(12 * s)} ${r1(32 * s)} 0q-${r1(16 * s)} ${r1(12 * s)}-${r1(32 * s)} 0zM${r1(fx + 32 * s)} ${fy}l${r1(10 * s)}-${r1(7 * s)}v${r1(14 * s)}z" fill="${ink}"/>`;
    return {
      back:
        fish(x - 60, GROUND - 170, 1) +
        fish(x - 10, GROUND - 150, 0.8) +
        fish(x + 40, GROUND - 180, 0.9) +
        fish(x + 80, GROUND - 140, 0.7) +
        `<circle cx="${x - 110}" cy="${GROUND - 120}" r="4" fill="${ink}" opacity=".6"/><circle cx="${x - 100}" cy="${GROUND - 140}" r="3" fill="${ink}" opacity=".6"/>`,
      front: coral(x - 100, 1) + coral(x + 10, 1.3) + coral(x + 120, 0.9),
    };
  },
  // An electric bus on a road before a city.
  bus: ({ x, ink, accent }) => {
    let city = '';
    for (let i = 0; i < 7; i += 1) {
      const h = 50 + ((i * 37) % 70);
      city += `<rect x="${x - 170 + i * 48}" y="${GROUND - 30 - h}" width="36" height="${h + 30}" fill="${ink}" opacity=".22"/>`;
    }
    const bus =
      `<rect x="${x - 110}" y="${GROUND - 36}" width="200" height="66" rx="14" fill="${accent}"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${x - 96 + i * 44}" y="${GROUND - 26}" width="34" height="24" rx="4" fill="${c.blue100}"/>`,
        )
        .join('') +
      `<circle cx="${x - 66}" cy="${GROUND + 32}" r="13" fill="${c.blue950}"/><circle cx="${x + 48}" cy="${GROUND + 32}" r="13" fill="${c.blue950}"/>` +
      `<path d="M${x - 40} ${GROUND - 48}l-10 12h14l-8 12" ${stroke(c.sun, 4)}/>`;
    return {
      back: city,
      front: `<path d="M0 ${GROUND + 48}H${W}" ${stroke(ink, 3)} opacity=".5"/>${bus}`,
    };
  },
  // A coffee branch with ripe cherries beside a price line.
  coffee: ({ x, ink, accent }) => {
    let leaves = '';
    for (let i = 0; i < 4; i += 1) {
      const lx = x - 120 + i * 60;
      const ly = GROUND - 150 + i * 26;
      leaves += `<path d="M${lx} ${ly}c20-26 56-26 70-6-22 22-52 24-70 6z" fill="${c.green300}" opacity=".95"/>`;
      leaves += `<circle cx="${lx + 30}" cy="${ly + 22}" r="8" fill="${accent}"/><circle cx="${lx + 44}" cy="${ly + 26}" r="8" fill="${accent}" opacity=".85"/>`;
    }
    return {
      back:
        `<path d="M${x - 150} ${GROUND - 170}C${x - 60} ${GROUND - 140} ${x + 40} ${GROUND - 90} ${x + 140} ${GROUND - 60}" ${stroke(ink, 5)}/>` +
        leaves +
        `<path d="M${x + 40} ${GROUND - 170}l30-18 26 10 40-32" ${stroke(ink, 3)} opacity=".7"/>`,
    };
  },
  // A row of small houses, one under a magnifying glass.
  houses: ({ x, ink, accent }) => {
    let row = '';
    for (let i = 0; i < 5; i += 1) {
      const hx = x - 160 + i * 66;
      row += `<path d="M${hx} ${GROUND + 10}v-44l28-24 28 24v44z" fill="${i === 2 ? accent : ink}" opacity="${i === 2 ? 1 : 0.75}"/><rect x="${hx + 20}" y="${GROUND - 14}" width="16" height="24" fill="${c.blue900}" opacity=".5"/>`;
    }
    return {
      front:
        row +
        `<circle cx="${x + 10}" cy="${GROUND - 60}" r="46" fill="none" stroke="${ink}" stroke-width="7"/><path d="M${x + 44} ${GROUND - 94}l40-40" ${stroke(ink, 10)}/>`,
    };
  },
  // A biogas digester, its pipe and flame, and a cow at pasture.
  biogas: ({ x, ink, accent }) => ({
    front:
      `<path d="M${x - 150} ${GROUND + 10}a70 58 0 0 1 140 0z" fill="${accent}"/>` +
      `<path d="M${x - 80} ${GROUND - 48}v-26h70v40" ${stroke(ink, 5)}/><path d="M${x - 10} ${GROUND - 40}c-14-14 0-26 4-34 4 10 18 20 4 34z" fill="${c.sun}"/>` +
      `<path d="M${x + 40} ${GROUND - 24}h86c10 0 16-8 16-16v-8l14-6-4 18c0 16-8 24-18 28v30h-10v-24h-60v24h-10v-24c-10-4-14-12-14-22z" fill="${ink}"/>`,
  }),
  // A forest of tall conifers.
  forest: ({ x, random }) => {
    let trees = '';
    for (let i = 0; i < 8; i += 1) {
      const tx = x - 170 + i * 46 + Math.round(random() * 10);
      const h = 80 + Math.round(random() * 70);
      trees += `<path d="M${tx} ${GROUND - h}l30 ${h}h-60z" fill="${i % 2 ? c.green300 : c.green200}" opacity=".9"/>`;
    }
    return { back: trees };
  },
  // Snow-capped mountains feeding a river, and a drop of water.
  water: ({ x, ink, accent }) => ({
    back:
      `<path d="M${x - 190} ${GROUND}l90-140 60 80 50-110 110 170z" fill="${ink}" opacity=".35"/>` +
      `<path d="M${x - 100} ${GROUND - 140}l22 34-16-6-14 12-12-8zM${x + 10} ${GROUND - 170}l26 40-18-8-14 14-16-10z" fill="${ink}"/>`,
    front:
      `<path d="M${x - 20} ${GROUND - 10}c-30 30 40 40 10 70" ${stroke(accent, 10)}/>` +
      `<path d="M${x + 110} ${GROUND - 150}c-24 34-30 48-30 62a30 30 0 0 0 60 0c0-14-6-28-30-62z" fill="${accent}"/>`,
  }),
  // A dial of measured progress and a line of readings.
  gauge: ({ x, ink, accent }) => ({
    back:
      `<path d="M${x - 110} ${GROUND - 50}a110 110 0 0 1 220 0" ${stroke(ink, 14)} opacity=".3"/>` +
      `<path d="M${x - 110} ${GROUND - 50}a110 110 0 0 1 172-90" ${stroke(accent, 14)}/>` +
      `<path d="M${x} ${GROUND - 50}l46-64" ${stroke(ink, 6)}/><circle cx="${x}" cy="${GROUND - 50}" r="11" fill="${ink}"/>`,
  }),
  // A surveyor's grid and a rising curve.
  chart: ({ x, ink, accent }) => {
    let grid = '';
    for (let i = 0; i <= 5; i += 1) {
      grid += `<path d="M${x - 140 + i * 56} ${GROUND - 200}v200M${x - 140} ${GROUND - 200 + i * 40}h280" ${stroke(ink, 1.5)} opacity=".35"/>`;
    }
    return {
      back: `${grid}<path d="M${x - 140} ${GROUND - 20}C${x - 60} ${GROUND - 40} ${x - 40} ${GROUND - 140} ${x + 20} ${GROUND - 150}s90 30 120-50" ${stroke(accent, 6)}/><circle cx="${x + 20}" cy="${GROUND - 150}" r="9" fill="${ink}"/><circle cx="${x + 140}" cy="${GROUND - 200}" r="9" fill="${ink}"/>`,
    };
  },
  // An open book over stacked blocks: knowledge built step by step.
  book: ({ x, ink, accent }) => ({
    back:
      `<rect x="${x - 130}" y="${GROUND - 60}" width="80" height="60" rx="6" fill="${ink}" opacity=".35"/><rect x="${x - 40}" y="${GROUND - 110}" width="80" height="110" rx="6" fill="${ink}" opacity=".5"/><rect x="${x + 50}" y="${GROUND - 160}" width="80" height="160" rx="6" fill="${ink}" opacity=".7"/>` +
      `<path d="M${x - 100} ${GROUND - 150}c36-22 64-22 82 0 18-22 46-22 82 0v-72c-36-22-64-22-82 0-18-22-46-22-82 0z" fill="${accent}"/><path d="M${x - 18} ${GROUND - 222}v72" ${stroke(c.blue900, 3)}/>`,
  }),
  // Round fish pens afloat and seaweed lines on a bay, a small boat.
  aquaculture: ({ x, ink, accent }) => {
    let pens = '';
    for (const [dx, dy, rx] of [
      [-110, 10, 42],
      [0, 22, 50],
      [110, 8, 38],
    ]) {
      pens += `<ellipse cx="${x + dx}" cy="${GROUND + dy}" rx="${rx}" ry="${r1(rx * 0.3)}" fill="none" stroke="${ink}" stroke-width="5"/><ellipse cx="${x + dx}" cy="${GROUND + dy}" rx="${rx - 10}" ry="${r1(rx * 0.3 - 4)}" fill="${accent}" opacity=".5"/>`;
    }
    return {
      front:
        pens +
        `<path d="M${x - 170} ${GROUND + 56}h340M${x - 150} ${GROUND + 70}h300" ${stroke(ink, 2)} opacity=".6"/>` +
        `<path d="M${x + 96} ${GROUND - 40}h60l-12 18h-38zM${x + 122} ${GROUND - 40}v-34l22 26z" fill="${ink}"/>`,
    };
  },
  // A bond certificate with a leaf seal.
  bond: ({ x, ink, accent }) => ({
    back:
      `<rect x="${x - 120}" y="${GROUND - 200}" width="200" height="150" rx="10" fill="${ink}" opacity=".92" transform="rotate(-6 ${x} ${GROUND - 120})"/>` +
      `<g transform="rotate(-6 ${x} ${GROUND - 120})"><path d="M${x - 96} ${GROUND - 170}h120M${x - 96} ${GROUND - 148}h150M${x - 96} ${GROUND - 126}h90" ${stroke(c.blue800, 6)} opacity=".5"/></g>` +
      `<circle cx="${x + 74}" cy="${GROUND - 74}" r="34" fill="${accent}"/><path d="M${x + 60} ${GROUND - 60}c0-24 14-36 30-36 0 20-12 34-30 36zM${x + 60} ${GROUND - 60}l18-18" ${stroke(c.green900, 3)}/>`,
  }),
  // A hotel with solar water heaters on its roof, and a palm.
  hotel: ({ x, ink, accent }) => {
    let windows = '';
    for (let row = 0; row < 4; row += 1)
      for (let col = 0; col < 4; col += 1)
        windows += `<rect x="${x - 78 + col * 36}" y="${GROUND - 150 + row * 34}" width="22" height="20" rx="3" fill="${c.sun}" opacity="${(row + col) % 3 ? 0.9 : 0.4}"/>`;
    return {
      back:
        `<rect x="${x - 96}" y="${GROUND - 170}" width="160" height="180" rx="6" fill="${ink}" opacity=".3"/>${windows}` +
        `<path d="M${x - 86} ${GROUND - 172}l20-22h40l-20 22zM${x - 20} ${GROUND - 172}l20-22h40l-20 22z" fill="${accent}"/>`,
      front: `<path d="M${x + 130} ${GROUND + 10}c-6-50-2-100 10-140" ${stroke(ink, 7)}/><path d="M${x + 140} ${GROUND - 130}c-30-20-60-14-76 4M${x + 140} ${GROUND - 130}c30-24 60-18 74 0M${x + 140} ${GROUND - 130}c-10-30-34-44-56-44M${x + 140} ${GROUND - 130}c14-30 40-40 60-36" ${stroke(c.green300, 9)}/>`,
    };
  },
  // A phone with a growing stack of coins over field rows.
  phone: ({ x, ink, accent }) => {
    let coins = '';
    for (let i = 0; i < 4; i += 1)
      coins += `<ellipse cx="${x + 90}" cy="${GROUND - 10 - i * 16}" rx="34" ry="10" fill="${c.sun}" stroke="${c.blue900}" stroke-width="2"/>`;
    return {
      back:
        `<rect x="${x - 110}" y="${GROUND - 200}" width="110" height="190" rx="18" fill="${ink}"/><rect x="${x - 98}" y="${GROUND - 182}" width="86" height="140" rx="6" fill="${accent}"/>` +
        `<path d="M${x - 86} ${GROUND - 80}l18-20 16 10 26-34" ${stroke('#fff', 5)}/><circle cx="${x - 55}" cy="${GROUND - 28}" r="7" fill="${c.blue900}" opacity=".4"/>`,
      front: coins,
    };
  },
  // A camera trap's frame on a tree, watching a bird.
  camera: ({ x, ink, accent }) => ({
    back:
      `<path d="M${x - 140} ${GROUND}V${GROUND - 150}" ${stroke(c.green900, 16)}/><ellipse cx="${x - 140}" cy="${GROUND - 180}" rx="70" ry="52" fill="${c.green300}"/><ellipse cx="${x - 110}" cy="${GROUND - 200}" rx="40" ry="30" fill="${c.green200}"/><rect x="${x - 126}" y="${GROUND - 120}" width="54" height="40" rx="8" fill="${accent}"/><circle cx="${x - 99}" cy="${GROUND - 100}" r="11" fill="${c.blue950}"/>` +
      `<path d="M${x + 10} ${GROUND - 180}h-24v24M${x + 130} ${GROUND - 180}h24v24M${x + 10} ${GROUND - 40}h-24v-24M${x + 130} ${GROUND - 40}h24v-24" ${stroke(ink, 5)}/>` +
      `<path d="M${x + 40} ${GROUND - 100}c10-30 50-34 60-6l22-4-18 14c-4 22-32 30-52 22l-18 14 6-20c-6-6-4-14 0-20z" fill="${ink}"/><circle cx="${x + 86}" cy="${GROUND - 112}" r="4" fill="${c.blue950}"/>`,
  }),
  // A shield over farmland under a rain cloud: risk analysed.
  shield: ({ x, ink, accent }) => ({
    back:
      `<path d="M${x - 150} ${GROUND - 160}a34 34 0 0 1 46-32 44 44 0 0 1 82 10 30 30 0 0 1 6 58h-124a22 22 0 0 1-10-36z" fill="${ink}" opacity=".55"/>` +
      `<path d="M${x - 120} ${GROUND - 100}l-8 18M${x - 90} ${GROUND - 100}l-8 18M${x - 60} ${GROUND - 100}l-8 18" ${stroke(ink, 3)} opacity=".6"/>` +
      `<path d="M${x + 80} ${GROUND - 190}l64 22v48c0 44-30 70-64 84-34-14-64-40-64-84v-48z" fill="${accent}"/><path d="M${x + 56} ${GROUND - 110}l18 18 34-38" ${stroke(c.blue950, 7)}/>`,
    front: [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M${x - 200 + i * 10} ${GROUND + 16 + i * 14}C${x - 60} ${GROUND + 4 + i * 14} ${x + 60} ${GROUND + 24 + i * 14} ${x + 200} ${GROUND + 10 + i * 14}" ${stroke(ink, 3)} opacity=".5"/>`,
      )
      .join(''),
  }),
  // Layers of capital (concessional, guarantee, private) over sprouting fields: blended finance.
  blend: ({ x, ink, accent }) => {
    let sprouts = '';
    for (let row = 0; row < 2; row += 1)
      for (let i = 0; i < 6; i += 1) {
        const sx = x - 170 + i * 52 + row * 26;
        const sy = GROUND + 18 + row * 26;
        sprouts += `<path d="M${sx} ${sy}v-18m0 8c-10 0-16-6-16-14 10 0 16 6 16 14zm0-4c10 0 16-6 16-14-10 0-16 6-16 14z" fill="${c.green300}" stroke="${c.green300}" stroke-width="2"/>`;
      }
    return {
      back:
        `<rect x="${x - 70}" y="${GROUND - 70}" width="140" height="40" rx="6" fill="${ink}" opacity=".45"/>` +
        `<rect x="${x - 56}" y="${GROUND - 118}" width="112" height="40" rx="6" fill="${accent}"/>` +
        `<rect x="${x - 42}" y="${GROUND - 166}" width="84" height="40" rx="6" fill="${c.sun}"/>`,
      front: sprouts,
    };
  },
  // A pitch board with a rising line, and two people before it.
  pitch: ({ x, ink, accent }) => ({
    back:
      `<rect x="${x - 100}" y="${GROUND - 200}" width="200" height="130" rx="8" fill="${ink}" opacity=".9"/><path d="M${x} ${GROUND - 70}v40M${x - 30} ${GROUND - 30}h60" ${stroke(ink, 5)}/>` +
      `<path d="M${x - 76} ${GROUND - 96}l40-30 34 14 56-48" ${stroke(accent, 6)}/><path d="M${x + 40} ${GROUND - 160}h16v16" ${stroke(accent, 6)}/>`,
    front:
      `<circle cx="${x - 150}" cy="${GROUND - 60}" r="16" fill="${ink}"/><path d="M${x - 176} ${GROUND}a26 30 0 0 1 52 0z" fill="${ink}"/>` +
      `<circle cx="${x + 150}" cy="${GROUND - 64}" r="16" fill="${accent}"/><path d="M${x + 124} ${GROUND - 4}a26 30 0 0 1 52 0z" fill="${accent}"/>`,
  }),
  // A transmission tower, its lines, and a gavel: energy auctions.
  tower: ({ x, ink, accent }) => ({
    back:
      `<path d="M${x - 60} ${GROUND}l30-200 30 200M${x - 48} ${GROUND - 80}h36M${x - 40} ${GROUND - 130}h20M${x - 78} ${GROUND - 170}h96M${x - 70} ${GROUND - 140}h80M${x - 52} ${GROUND - 80}l40-50M${x - 8} ${GROUND - 80}l-40-50" ${stroke(ink, 4)}/>` +
      `<path d="M${x - 78} ${GROUND - 170}C${x - 180} ${GROUND - 130} ${x - 240} ${GROUND - 150} ${x - 320} ${GROUND - 120}M${x + 18} ${GROUND - 170}C${x + 120} ${GROUND - 130} ${x + 200} ${GROUND - 150} ${x + 320} ${GROUND - 120}" ${stroke(ink, 2)} opacity=".6"/>`,
    front: `<rect x="${x + 70}" y="${GROUND - 70}" width="70" height="30" rx="6" fill="${accent}" transform="rotate(-30 ${x + 105} ${GROUND - 55})"/><path d="M${x + 112} ${GROUND - 52}l50 60" ${stroke(accent, 10)}/><rect x="${x + 60}" y="${GROUND + 14}" width="90" height="14" rx="4" fill="${ink}"/>`,
  }),
  // A solar panel feeding a cluster of houses by a line, by a river.
  minigrid: ({ x, ink, accent }) => {
    let houses = '';
    for (const [dx, dy] of [
      [20, -10],
      [80, 6],
      [140, -16],
    ])
      houses += `<path d="M${x + dx} ${GROUND + dy + 20}v-30l22-18 22 18v30z" fill="${ink}"/><rect x="${x + dx + 16}" y="${GROUND + dy}" width="12" height="12" fill="${c.sun}"/>`;
    return {
      front:
        `<path d="M${x - 150} ${GROUND - 30}h80l-16 40h-80z" fill="${accent}" stroke="${ink}" stroke-width="2"/><path d="M${x - 110} ${GROUND + 10}v16" ${stroke(ink, 4)}/>` +
        `<path d="M${x - 90} ${GROUND - 40}C${x - 40} ${GROUND - 80} ${x + 60} ${GROUND - 70} ${x + 160} ${GROUND - 40}" ${stroke(c.sun, 3)} stroke-dasharray="6 8"/>` +
        houses,
    };
  },
  // A classification tree: a portfolio sorted by a taxonomy, with a leaf at its root.
  taxonomy: ({ x, ink, accent }) => ({
    back:
      `<path d="M${x} ${GROUND - 60}v-40M${x} ${GROUND - 100}H${x - 110}v-40M${x} ${GROUND - 100}H${x + 110}v-40M${x} ${GROUND - 100}v-40M${x - 110} ${GROUND - 140}h-40M${x - 110} ${GROUND - 140}h40" ${stroke(ink, 4)}/>` +
      [
        [-150, accent],
        [-70, ink],
        [0, accent],
        [110, ink],
      ]
        .map(
          ([dx, fill]) =>
            `<rect x="${x + dx - 22}" y="${GROUND - 180}" width="44" height="36" rx="6" fill="${fill}"/>`,
        )
        .join('') +
      `<path d="M${x - 30} ${GROUND - 20}c0-40 26-62 60-62 0 38-24 62-60 62zM${x - 30} ${GROUND - 20}l34-34" fill="${c.green300}" stroke="${c.green900}" stroke-width="3"/>`,
  }),
};

/**
 * Each sample project's scene, palette and side (the scene left or right, the contours
 * opposite). A project missing here gets one chosen by its id (sceneOf).
 */
const projectScenes = {
  1: ['credit', 'leaf', 'right'],
  2: ['community', 'dawn', 'left'],
  3: ['solar', 'sand', 'right'],
  4: ['mangrove', 'ocean', 'left'],
  5: ['gauge', 'mint', 'right'],
  6: ['book', 'dawn', 'right'],
  7: ['reef', 'lagoon', 'left'],
  8: ['bus', 'sand', 'left'],
  9: ['coffee', 'forest', 'right'],
  10: ['phone', 'mint', 'left'],
  11: ['bond', 'leaf', 'left'],
  12: ['camera', 'forest', 'left'],
  13: ['hotel', 'dawn', 'left'],
  14: ['houses', 'sand', 'right'],
  15: ['biogas', 'mint', 'right'],
  16: ['forest', 'forest', 'left'],
  17: ['shield', 'ocean', 'right'],
  18: ['pitch', 'dawn', 'right'],
  19: ['water', 'lagoon', 'right'],
  20: ['wind', 'sand', 'right'],
  21: ['aquaculture', 'ocean', 'right'],
  22: ['chart', 'mint', 'left'],
  23: ['blend', 'leaf', 'left'],
  24: ['tower', 'ocean', 'left'],
  25: ['minigrid', 'forest', 'right'],
  26: ['taxonomy', 'lagoon', 'left'],
};

function picture(id, [sceneName, paletteName, side]) {
  const p = palettes[paletteName];
  const scene = scenes[sceneName];
  if (!p || !scene)
    throw new Error(`Project ${id}: no scene ${sceneName} or palette ${paletteName}`);
  const random = seeded(9000 + id * 31);
  const g = `p${id}`;
  const x = side === 'right' ? 440 : 200;
  const { back = '', front = '' } = scene({ x, ink: p.ink, accent: p.accent, random });
  const [far, middle, near] = p.ridges;
  const hills = [
    { color: far, base: 0.58, amplitude: 0.09, opacity: 0.55 },
    { color: middle, base: 0.7, amplitude: 0.06, opacity: 0.75 },
  ]
    .map(
      (layer) =>
        `<path d="${ridge({ width: W, height: H, base: H * layer.base, amplitude: H * layer.amplitude, waves: 2 + random() * 2, random })}" fill="${layer.color}" opacity="${layer.opacity}"/>`,
    )
    .join('');
  const ground = `<path d="${ridge({ width: W, height: H, base: GROUND + 14, amplitude: 6, waves: 1.5, random })}" fill="url(#${g}n)"/>`;
  const lines = contours({
    cx: side === 'right' ? 130 : 510,
    cy: 70,
    rx: 120,
    ry: 52,
    rings: 6,
    random,
    stroke: p.lines,
    opacity: 0.22,
  });
  const sun = p.sun
    ? `<circle cx="${side === 'right' ? 180 : 470}" cy="92" r="30" fill="${c.sun}" opacity=".8"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<defs><linearGradient id="${g}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>` +
    `<linearGradient id="${g}n" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${near}" stop-opacity=".9"/><stop offset="1" stop-color="${near}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${g}s)"/>${lines}${sun}${hills}${back}${ground}${front}</svg>`
  );
}

/** A project's scene, palette and side: the table's, else one its id picks, the same every run. */
function sceneOf(id) {
  const chosen = projectScenes[id];
  if (chosen) return chosen;
  const names = Object.keys(scenes);
  const paletteNames = Object.keys(palettes);
  return [
    names[id % names.length],
    paletteNames[(id * 3) % paletteNames.length],
    id % 2 ? 'right' : 'left',
  ];
}

const ids = languageLists(contentFolderAt(repoRoot), 'projects').es.map((project) => project.id);
let largest = 0;
for (const id of ids) {
  const svg = picture(id, sceneOf(id));
  largest = Math.max(largest, svg.length);
  await writeSvg(path.join(outDir, `project-${String(id).padStart(2, '0')}.svg`), svg);
}
process.stdout.write(`${ids.length} project pictures, largest ${(largest / 1024).toFixed(1)} KB\n`);

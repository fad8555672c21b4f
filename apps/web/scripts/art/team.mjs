// Generates the 14 illustrated team portraits (flat head-and-shoulders avatars over a
// duotone contour background). Run by hand: `node scripts/art/team.mjs`.
// The ids match the members' ids in content/team/<id>.json, whose photos point here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contours, palette, seeded, writeSvg } from './svg-kit.mjs';

const outDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content/images/team',
);

const skins = ['#f3d6bd', '#e8bc98', '#d6a079', '#c0875c', '#a26b45', '#845234', '#633b23'];
const hairs = {
  black: '#1b1714',
  dark: '#2f241d',
  brown: '#533826',
  chestnut: '#7a4a2a',
  grey: '#9a9a96',
  auburn: '#8a3d22',
};
const clothes = {
  navy: palette.blue900,
  ocean: palette.blue700,
  sky: palette.blue500,
  forest: palette.green800,
  leaf: palette.green600,
  sand: '#e9e1cf',
  charcoal: '#2c3642',
  white: '#f7f5ef',
};

// Visual traits only; every text about the person lives in the translations.
const people = [
  {
    id: 'valeria',
    skin: 1,
    hair: 'bob',
    hairColor: 'dark',
    top: 'blazer',
    color: 'navy',
    shirt: 'white',
    bg: 'blue',
  },
  {
    id: 'andres',
    skin: 2,
    hair: 'side',
    hairColor: 'grey',
    top: 'blazer',
    color: 'charcoal',
    shirt: 'sky',
    bg: 'green',
    glasses: true,
  },
  {
    id: 'camila',
    skin: 3,
    hair: 'long',
    hairColor: 'brown',
    top: 'blouse',
    color: 'leaf',
    bg: 'blue',
  },
  {
    id: 'mateo',
    skin: 1,
    hair: 'short',
    hairColor: 'chestnut',
    top: 'sweater',
    color: 'ocean',
    shirt: 'white',
    bg: 'green',
    beard: true,
  },
  {
    id: 'lucia',
    skin: 0,
    hair: 'bun',
    hairColor: 'auburn',
    top: 'blazer',
    color: 'forest',
    shirt: 'sand',
    bg: 'blue',
    glasses: true,
  },
  {
    id: 'rafael',
    skin: 5,
    hair: 'buzz',
    hairColor: 'black',
    top: 'shirt',
    color: 'sky',
    bg: 'green',
  },
  {
    id: 'daniela',
    skin: 2,
    hair: 'ponytail',
    hairColor: 'black',
    top: 'blouse',
    color: 'navy',
    bg: 'green',
  },
  {
    id: 'tomas',
    skin: 0,
    hair: 'side',
    hairColor: 'brown',
    top: 'sweater',
    color: 'forest',
    shirt: 'sky',
    bg: 'blue',
    beard: true,
  },
  {
    id: 'ximena',
    skin: 3,
    hair: 'long',
    hairColor: 'black',
    top: 'blazer',
    color: 'ocean',
    shirt: 'white',
    bg: 'green',
  },
  {
    id: 'joaquin',
    skin: 2,
    hair: 'short',
    hairColor: 'black',
    top: 'shirt',
    color: 'white',
    bg: 'blue',
    glasses: true,
  },
  {
    id: 'ana-beatriz',
    skin: 4,
    hair: 'curly',
    hairColor: 'dark',
    top: 'blouse',
    color: 'sand',
    bg: 'blue',
  },
  {
    id: 'jean-pierre',
    skin: 6,
    hair: 'buzz',
    hairColor: 'black',
    top: 'blazer',
    color: 'navy',
    shirt: 'leaf',
    bg: 'green',
    beard: true,
  },
  {
    id: 'isabel',
    skin: 4,
    hair: 'braid',
    hairColor: 'black',
    top: 'sweater',
    color: 'leaf',
    shirt: 'sand',
    bg: 'blue',
  },
  {
    id: 'diego',
    skin: 1,
    hair: 'curlyShort',
    hairColor: 'dark',
    top: 'shirt',
    color: 'forest',
    bg: 'green',
  },
];

function shade(hex, factor) {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift) =>
    Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * factor)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Hair drawn behind the head (long styles) and in front of it (fringe, cap). */
function hairShapes(style, color, random) {
  const back = [];
  const front = [];
  const cap =
    'M141 196C134 132 166 104 202 104C240 104 268 130 260 196C254 162 238 146 204 144C172 144 150 160 141 196Z';
  switch (style) {
    case 'short':
      front.push(cap);
      break;
    case 'side':
      front.push(
        'M141 198C132 130 168 102 206 104C244 106 270 134 259 196C252 160 236 142 196 146C176 148 160 160 152 176C150 184 146 190 141 198Z',
        'M150 172C168 140 214 132 250 150C226 136 184 132 150 172Z',
      );
      break;
    case 'buzz':
      front.push(
        'M144 182C142 134 170 114 202 114C234 114 260 134 257 182C248 160 230 150 202 150C174 150 154 160 144 182Z',
      );
      break;
    case 'curlyShort': {
      front.push(
        'M144 190C142 134 170 116 202 116C234 116 260 134 257 190C248 164 230 154 202 154C174 154 154 164 144 190Z',
      );
      for (let i = 0; i < 11; i += 1) {
        const a = Math.PI * (1.05 + (i / 10) * 0.9);
        const r = 16 + random() * 4;
        front.push(
          `M${200 + Math.cos(a) * 52} ${172 + Math.sin(a) * 52}m-${r} 0a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 -${2 * r} 0Z`,
        );
      }
      break;
    }
    case 'curly': {
      for (let i = 0; i < 16; i += 1) {
        const a = Math.PI * (0.85 + (i / 15) * 1.3);
        const r = 22 + random() * 6;
        back.push(
          `M${200 + Math.cos(a) * 70} ${190 + Math.sin(a) * 74}m-${r} 0a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 -${2 * r} 0Z`,
        );
      }
      front.push(
        'M146 184C146 142 172 124 202 124C232 124 256 142 254 184C240 166 224 160 200 162C178 162 160 168 146 184Z',
      );
      break;
    }
    case 'long':
      back.push(
        'M132 200C122 124 162 98 202 98C244 98 280 124 270 200L282 318C252 330 150 330 120 318Z',
      );
      front.push(
        'M142 200C136 136 168 108 204 108C242 108 266 136 258 200C250 170 236 150 214 144C196 166 170 180 142 200Z',
      );
      break;
    case 'bob':
      back.push('M134 196C124 124 164 100 202 100C242 100 278 124 268 196L272 262L130 262Z');
      front.push(
        'M142 196C136 134 170 108 204 108C240 108 266 134 258 196C250 164 232 148 200 150C178 158 160 174 142 196Z',
      );
      break;
    case 'bun':
      front.push(cap, 'M202 86m-28 0a28 26 0 1 0 56 0a28 26 0 1 0 -56 0Z');
      break;
    case 'ponytail':
      back.push('M248 150C300 170 300 250 272 290C270 240 262 200 240 176Z');
      front.push(cap);
      break;
    case 'braid':
      back.push(
        'M252 190C276 210 276 236 266 252C282 266 280 290 266 302C280 318 274 340 258 350C250 330 252 310 256 298C244 284 246 262 256 250C246 236 244 214 252 190Z',
      );
      front.push(cap);
      break;
    default:
      throw new Error(`Unknown hair style ${style}`);
  }
  const paint = (paths) => (paths.length ? `<path d="${paths.join('')}" fill="${color}"/>` : '');
  return { back: paint(back), front: paint(front) };
}

function clothing(top, color, shirt) {
  const body = 'M54 400C58 330 110 300 200 298C290 300 342 330 346 400Z';
  const main = `<path d="${body}" fill="${color}"/>`;
  switch (top) {
    case 'blazer':
      return (
        main +
        `<path d="M170 300L200 372L230 300Z" fill="${shirt}"/>` +
        `<path d="M168 300L200 372L186 400L150 312Z" fill="${shade(color, 0.78)}"/>` +
        `<path d="M232 300L200 372L214 400L250 312Z" fill="${shade(color, 0.78)}"/>`
      );
    case 'sweater':
      return (
        main +
        `<path d="M170 301C178 330 222 330 230 301" fill="none" stroke="${shade(color, 0.8)}" stroke-width="7"/>` +
        `<path d="M120 330C130 360 132 380 130 400M280 330C270 360 268 380 270 400" fill="none" stroke="${shade(color, 0.88)}" stroke-width="3"/>`
      );
    case 'shirt':
      return (
        main +
        `<path d="M176 298L200 330L186 344L164 306Z M224 298L200 330L214 344L236 306Z" fill="${shade(color, 0.86)}"/>` +
        `<path d="M200 330V400" stroke="${shade(color, 0.8)}" stroke-width="3"/>`
      );
    case 'blouse':
      return main + `<path d="M178 300C184 336 216 336 222 300Z" fill="${shade(color, 0.85)}"/>`;
    default:
      throw new Error(`Unknown top ${top}`);
  }
}

function avatar(person, index) {
  const random = seeded(101 + index * 17);
  const skin = skins[person.skin];
  const hairColor = hairs[person.hairColor];
  const [from, to] =
    person.bg === 'blue'
      ? [palette.blue800, palette.blue300]
      : [palette.green800, palette.green300];
  const id = `b${index}`;
  const rings = contours({
    cx: 90 + random() * 220,
    cy: 90 + random() * 120,
    rx: 240,
    ry: 170,
    rings: 7,
    random,
    stroke: '#fff',
    opacity: 0.2,
  });
  const hair = hairShapes(person.hair, hairColor, random);
  const beard = person.beard
    ? `<path d="M147 206C148 258 176 272 200 272C224 272 252 258 253 206C248 230 236 244 222 246C214 238 186 238 178 246C164 244 152 230 147 206Z" fill="${hairColor}"/>`
    : '';
  const glasses = person.glasses
    ? `<g fill="none" stroke="${palette.blue950}" stroke-width="4"><rect x="158" y="186" width="34" height="24" rx="9"/><rect x="208" y="186" width="34" height="24" rx="9"/><path d="M192 196h16"/></g>`
    : '';
  const shirt = clothes[person.shirt ?? 'white'];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#${id})"/>${rings}` +
    `<g transform="translate(200 400) scale(1.15) translate(-200 -400)">` +
    hair.back +
    `<path d="M176 240H224V306C214 318 186 318 176 306Z" fill="${shade(skin, 0.84)}"/>` +
    clothing(person.top, clothes[person.color], shirt) +
    `<ellipse cx="145" cy="204" rx="11" ry="16" fill="${shade(skin, 0.92)}"/>` +
    `<ellipse cx="255" cy="204" rx="11" ry="16" fill="${shade(skin, 0.92)}"/>` +
    `<ellipse cx="200" cy="194" rx="57" ry="70" fill="${skin}"/>` +
    `<path d="M150 232C162 262 182 266 200 266C218 266 238 262 250 232C240 256 222 262 200 262C178 262 160 256 150 232Z" fill="${shade(skin, 0.9)}"/>` +
    beard +
    hair.front +
    glasses +
    `</g></svg>`
  );
}

for (const [index, person] of people.entries()) {
  const svg = avatar(person, index);
  await writeSvg(path.join(outDir, `${person.id}.svg`), svg);
  process.stdout.write(`${person.id}.svg ${svg.length} bytes\n`);
}

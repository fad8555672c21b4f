// Shared primitives for the site's generated artwork, so every image shares one
// style: duotone landscapes in the brand blue and green with topographic contours.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const palette = {
  blue950: '#062536',
  blue900: '#0a3552',
  blue800: '#0b4f6c',
  blue700: '#13668a',
  blue500: '#2f8fb8',
  blue300: '#8cc3dc',
  blue100: '#d9ecf4',
  green900: '#163f1b',
  green800: '#1f5f26',
  green600: '#2e7d32',
  green400: '#5fb864',
  green300: '#93d197',
  green200: '#c2e6c4',
  sand: '#f3efe4',
  sun: '#f2c14e',
};

/** A deterministic pseudo-random generator (mulberry32), so builds are reproducible. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value) => Math.round(value * 10) / 10;

/** A smooth ridge line across the width, as an SVG path closed to the bottom. */
export function ridge({ width, height, base, amplitude, waves, random, closed = true }) {
  const steps = 24;
  const phase = random() * Math.PI * 2;
  const points = [];
  for (let i = 0; i <= steps; i += 1) {
    const x = (width / steps) * i;
    const y =
      base +
      Math.sin((i / steps) * Math.PI * waves + phase) * amplitude +
      Math.sin((i / steps) * Math.PI * waves * 2.3 + phase * 1.7) * amplitude * 0.35;
    points.push([round(x), round(y)]);
  }
  let d = `M${points[0][0]} ${points[0][1]}`;
  for (let i = 1; i < points.length; i += 1) {
    const [px, py] = points[i - 1];
    const [x, y] = points[i];
    const cx = round((px + x) / 2);
    d += ` Q${px} ${py} ${cx} ${round((py + y) / 2)}`;
  }
  const last = points[points.length - 1];
  d += ` T${last[0]} ${last[1]}`;
  return closed ? `${d} L${width} ${height} L0 ${height} Z` : d;
}

/** Concentric contour rings around a point, like a topographic map. */
export function contours({ cx, cy, rx, ry, rings, random, stroke, opacity = 0.35 }) {
  let out = '';
  for (let i = rings; i >= 1; i -= 1) {
    const k = i / rings;
    const wobble = 0.85 + random() * 0.3;
    out += `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx * k * wobble)}" ry="${round(ry * k)}" fill="none" stroke="${stroke}" stroke-width="1.2" opacity="${opacity}"/>`;
  }
  return out;
}

/**
 * A duotone landscape: sky gradient, sun, layered ridges from far (light) to near
 * (dark), contour lines in the sky. `from`/`to` pick the two brand hues.
 */
export function landscape({
  width = 1600,
  height = 900,
  seed = 1,
  from = palette.blue900,
  to = palette.green600,
  layers = 4,
  sun = true,
  title,
}) {
  const random = seeded(seed);
  const id = `g${seed}`;
  let layersSvg = '';
  for (let i = 0; i < layers; i += 1) {
    const k = i / Math.max(1, layers - 1);
    layersSvg += `<path d="${ridge({ width, height, base: height * (0.45 + k * 0.32), amplitude: height * (0.07 - k * 0.02), waves: 2 + random() * 2, random })}" fill="url(#${id}l${i})"/>`;
  }
  let gradients = '';
  for (let i = 0; i < layers; i += 1) {
    const k = i / Math.max(1, layers - 1);
    gradients += `<linearGradient id="${id}l${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${to}" stop-opacity="${round(0.35 + k * 0.65)}"/><stop offset="1" stop-color="${from}" stop-opacity="${round(0.5 + k * 0.5)}"/></linearGradient>`;
  }
  const sunSvg = sun
    ? `<circle cx="${round(width * (0.6 + random() * 0.25))}" cy="${round(height * 0.3)}" r="${round(height * 0.09)}" fill="${palette.sun}" opacity="0.85"/>`
    : '';
  const lines = contours({
    cx: width * 0.2,
    cy: height * 0.22,
    rx: width * 0.16,
    ry: height * 0.12,
    rings: 6,
    random,
    stroke: '#fff',
    opacity: 0.18,
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"${title ? ` role="img" aria-label="${title}"` : ''}><defs><linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}" stop-opacity="0.55"/></linearGradient>${gradients}</defs><rect width="${width}" height="${height}" fill="url(#${id}s)"/>${lines}${sunSvg}${layersSvg}</svg>`;
}

export async function writeSvg(file, svg) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${svg}\n`);
}

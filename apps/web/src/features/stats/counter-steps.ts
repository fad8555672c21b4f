/** Count-up timing: 50 steps over 1500 ms, so one step every 30 ms. */
export const COUNTER_STEPS = 50;
const COUNTER_DURATION_MS = 1500;
export const COUNTER_INTERVAL_MS = COUNTER_DURATION_MS / COUNTER_STEPS;
/** Share of the section that must be on screen before counting starts. */
export const VISIBILITY_THRESHOLD = 0.5;

/**
 * The six statistics and their targets; labels live in home.json. `atLeast`: the figure is a
 * floor ("130+"); the years since the founding in 2001 are a count, not a floor.
 */
export const statistics = [
  { id: 'consultorias', target: 130, atLeast: true },
  { id: 'clientes', target: 100, atLeast: true },
  { id: 'consultores', target: 25, atLeast: true },
  { id: 'nacionalidades', target: 20, atLeast: true },
  { id: 'paises', target: 80, atLeast: true },
  { id: 'experiencia', target: 25, atLeast: false },
] as const;

export type StatisticId = (typeof statistics)[number]['id'];

/**
 * The value shown at step k of the count-up. Rounding down keeps every intermediate
 * value below the target, so the final number appears exactly at the last step.
 */
export function counterValue(target: number, step: number, steps = COUNTER_STEPS): number {
  if (step <= 0) return 0;
  if (step >= steps) return target;
  return Math.floor((target * step) / steps);
}

/**
 * Whether enough of an element is on screen to start counting: half of the element, or,
 * for an element taller than twice the viewport, half of the viewport (else it never could).
 */
export function isVisibleEnough(
  element: { top: number; bottom: number },
  viewportHeight: number,
  threshold = VISIBILITY_THRESHOLD,
): boolean {
  const height = element.bottom - element.top;
  if (height <= 0 || viewportHeight <= 0) return false;
  const visible = Math.min(element.bottom, viewportHeight) - Math.max(element.top, 0);
  if (visible <= 0) return false;
  return visible / height >= threshold || visible >= viewportHeight * threshold;
}

/**
 * A floor's figure as its language writes it ("+130", "130+"): the text `stats.figure` with the
 * value in it, split around the value so the plus can be set apart. A text without the value
 * shows the value alone.
 */
export function figureParts(
  figure: string,
  placeholder = '{{value}}',
): { before: string; after: string } {
  const at = figure.indexOf(placeholder);
  if (at < 0) return { before: '', after: '' };
  return { before: figure.slice(0, at), after: figure.slice(at + placeholder.length) };
}

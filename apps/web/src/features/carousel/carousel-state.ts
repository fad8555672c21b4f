/** Slides shown by the hero carousel. */
export const SLIDE_COUNT = 5;
/** Time each slide stays before the carousel advances on its own. */
export const AUTO_ADVANCE_MS = 8000;
/**
 * When the pictures next to the shown one start loading: halfway through the first slide,
 * long after the page has loaded, or at once when the visitor reaches for the carousel.
 */
export const PRELOAD_NEIGHBOURS_MS = AUTO_ADVANCE_MS / 2;

export interface CarouselState {
  count: number;
  index: number;
  /** The slide that was current before the last change; it plays its exit transition. */
  leaving: number | null;
}

export type CarouselAction = { type: 'next' } | { type: 'prev' } | { type: 'goTo'; index: number };

export function initialCarouselState(count: number): CarouselState {
  return { count, index: 0, leaving: null };
}

/** Maps any integer onto 0…count-1, so next from the last and prev from the first wrap. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  const target =
    action.type === 'next'
      ? state.index + 1
      : action.type === 'prev'
        ? state.index - 1
        : action.index;
  const index = wrapIndex(target, state.count);
  // Choosing the slide already shown must not turn it into a leaving slide.
  if (index === state.index) return state;
  return { ...state, index, leaving: state.index };
}

/** Whether `index` is the slide just after or just before `shown` (wrapping around). */
export function isNeighbour(index: number, shown: number, count: number): boolean {
  return (
    count > 1 &&
    index !== shown &&
    (index === wrapIndex(shown + 1, count) || index === wrapIndex(shown - 1, count))
  );
}

/**
 * Least horizontal travel, in CSS pixels, for a touch to count as a swipe: well above a
 * tap's jitter, well below a deliberate flick across a phone's width.
 */
export const SWIPE_MIN_PX = 40;

/**
 * What a touch that moved by (dx, dy) asks for: a mostly horizontal move of at least
 * SWIPE_MIN_PX shows the next slide (leftwards) or the previous one (rightwards); anything
 * else (a tap, a vertical scroll, a diagonal drag) leaves the slide alone.
 */
export function swipeAction(dx: number, dy: number): CarouselAction | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? { type: 'next' } : { type: 'prev' };
}

/** Whether the carousel should currently advance on its own. */
export function shouldAutoAdvance({
  hydrated,
  preference,
  reducedMotion,
  hovered,
  focused,
  touched = false,
}: {
  hydrated: boolean;
  preference: PlayPreference;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
  /** A finger is on the slides: it pauses as a hovering mouse does. */
  touched?: boolean;
}): boolean {
  return hydrated && isPlaying(preference, reducedMotion) && !hovered && !focused && !touched;
}

/**
 * 'auto' follows the system: play unless the visitor asked for reduced motion.
 * The pause/play button replaces it with an explicit choice.
 */
export type PlayPreference = 'auto' | 'playing' | 'paused';

export function isPlaying(preference: PlayPreference, reducedMotion: boolean): boolean {
  return preference === 'auto' ? !reducedMotion : preference === 'playing';
}

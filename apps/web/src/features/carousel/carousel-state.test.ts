import { describe, expect, it } from 'vitest';
import {
  carouselReducer,
  initialCarouselState,
  isNeighbour,
  isPlaying,
  shouldAutoAdvance,
  swipeAction,
  SWIPE_MIN_PX,
  wrapIndex,
  type CarouselState,
} from './carousel-state';

const start = initialCarouselState(5);
const at = (index: number): CarouselState => ({ ...start, index });

describe('carousel reducer', () => {
  it('starts on the first slide with nothing leaving', () => {
    expect(start).toEqual({ count: 5, index: 0, leaving: null });
  });

  it('next moves forward and marks the previous slide as leaving', () => {
    expect(carouselReducer(start, { type: 'next' })).toEqual({ count: 5, index: 1, leaving: 0 });
    expect(carouselReducer(at(2), { type: 'next' })).toEqual({ count: 5, index: 3, leaving: 2 });
  });

  it('next from the last slide wraps to the first', () => {
    expect(carouselReducer(at(4), { type: 'next' })).toEqual({ count: 5, index: 0, leaving: 4 });
  });

  it('prev moves back, and from the first slide wraps to the last', () => {
    expect(carouselReducer(at(3), { type: 'prev' })).toEqual({ count: 5, index: 2, leaving: 3 });
    expect(carouselReducer(start, { type: 'prev' })).toEqual({ count: 5, index: 4, leaving: 0 });
  });

  it('goTo jumps directly, without passing through the slides in between', () => {
    expect(carouselReducer(start, { type: 'goTo', index: 3 })).toEqual({
      count: 5,
      index: 3,
      leaving: 0,
    });
  });

  it('goTo the current slide changes nothing (it does not become leaving)', () => {
    const state = { count: 5, index: 2, leaving: 1 };
    expect(carouselReducer(state, { type: 'goTo', index: 2 })).toBe(state);
  });

  it('goTo wraps indices outside the range', () => {
    expect(carouselReducer(start, { type: 'goTo', index: 7 }).index).toBe(2);
    expect(carouselReducer(at(2), { type: 'goTo', index: -1 }).index).toBe(4);
  });

  it('only the slide shown just before is leaving after several moves', () => {
    let state = start;
    for (const action of [{ type: 'next' }, { type: 'next' }, { type: 'prev' }] as const) {
      state = carouselReducer(state, action);
    }
    expect(state).toEqual({ count: 5, index: 1, leaving: 2 });
  });

  it('a full round of next returns to the first slide', () => {
    let state = start;
    for (let i = 0; i < 5; i += 1) state = carouselReducer(state, { type: 'next' });
    expect(state.index).toBe(0);
    expect(state.leaving).toBe(4);
  });
});

describe('wrapIndex', () => {
  it.each([
    [0, 0],
    [4, 4],
    [5, 0],
    [-1, 4],
    [-6, 4],
    [11, 1],
  ])('wraps %i to %i for five slides', (index, expected) => {
    expect(wrapIndex(index, 5)).toBe(expected);
  });
});

describe('auto-advance', () => {
  const base = {
    hydrated: true,
    preference: 'auto' as const,
    reducedMotion: false,
    hovered: false,
    focused: false,
  };

  it('runs by default once hydrated', () => {
    expect(shouldAutoAdvance(base)).toBe(true);
    expect(shouldAutoAdvance({ ...base, hydrated: false })).toBe(false);
  });

  it('stops on hover, on touch, on focus and when paused', () => {
    expect(shouldAutoAdvance({ ...base, hovered: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, touched: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, focused: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, preference: 'paused' })).toBe(false);
  });

  it('does not run under reduced motion unless the visitor presses play', () => {
    expect(shouldAutoAdvance({ ...base, reducedMotion: true })).toBe(false);
    expect(isPlaying('auto', true)).toBe(false);
    expect(isPlaying('playing', true)).toBe(true);
    expect(isPlaying('paused', false)).toBe(false);
  });
});

describe('swipeAction', () => {
  it('shows the next slide for a swipe to the left and the previous for one to the right', () => {
    expect(swipeAction(-SWIPE_MIN_PX, 0)).toEqual({ type: 'next' });
    expect(swipeAction(120, 30)).toEqual({ type: 'prev' });
  });

  it('ignores taps, short moves and moves that are more vertical than horizontal', () => {
    expect(swipeAction(0, 0)).toBeNull();
    expect(swipeAction(-(SWIPE_MIN_PX - 1), 0)).toBeNull();
    expect(swipeAction(-60, 80)).toBeNull();
    expect(swipeAction(50, -50)).toBeNull();
  });
});

describe('isNeighbour', () => {
  it('is true for the slides just after and just before the shown one', () => {
    expect([0, 1, 2, 3, 4].filter((index) => isNeighbour(index, 2, 5))).toEqual([1, 3]);
  });

  it('wraps around at both ends', () => {
    expect([0, 1, 2, 3, 4].filter((index) => isNeighbour(index, 0, 5))).toEqual([1, 4]);
    expect([0, 1, 2, 3, 4].filter((index) => isNeighbour(index, 4, 5))).toEqual([0, 3]);
  });

  it('never counts the shown slide, even when there are only one or two', () => {
    expect(isNeighbour(0, 0, 1)).toBe(false);
    expect([0, 1].filter((index) => isNeighbour(index, 0, 2))).toEqual([1]);
  });
});

import { useEffect, useState, type RefObject } from 'react';
import {
  COUNTER_INTERVAL_MS,
  COUNTER_STEPS,
  VISIBILITY_THRESHOLD,
  isVisibleEnough,
} from './counter-steps';

/** waiting: hidden, at 0, until enough of the section is on screen; counting; done: final values. */
export type CountUpPhase = 'waiting' | 'counting' | 'done';

export interface CountUp {
  phase: CountUpPhase;
  step: number;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * Drives the statistics count-up. The server render and the first client render show
 * the final values (so the prerendered HTML and visitors without JavaScript have them and
 * hydration matches); only afterwards, if motion is allowed and the section is still
 * below the fold, it resets to 0 and waits until the section is half visible.
 */
export function useCountUp(ref: RefObject<HTMLElement | null>): CountUp {
  const [state, setState] = useState<CountUp>({ phase: 'done', step: COUNTER_STEPS });

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia(reducedMotionQuery).matches) return;
    if (isVisibleEnough(element.getBoundingClientRect(), window.innerHeight)) return;

    let timer: number | undefined;
    const start = () => {
      let step = 0;
      setState({ phase: 'counting', step });
      timer = window.setInterval(() => {
        step += 1;
        setState({ phase: step >= COUNTER_STEPS ? 'done' : 'counting', step });
        if (step >= COUNTER_STEPS) window.clearInterval(timer);
      }, COUNTER_INTERVAL_MS);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some(
          (entry) =>
            entry.isIntersecting &&
            isVisibleEnough(
              entry.boundingClientRect,
              entry.rootBounds?.height ?? window.innerHeight,
            ),
        );
        if (!visible) return;
        observer.disconnect();
        start();
      },
      // The lower thresholds only matter for a section taller than two viewports,
      // which can never be half visible (see isVisibleEnough).
      { threshold: [0.25, 0.35, 0.45, VISIBILITY_THRESHOLD] },
    );
    setState({ phase: 'waiting', step: 0 });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, [ref]);

  return state;
}

import { useCallback, useEffect, useMemo, useReducer, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hooks/use-hydrated';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';
import { CarouselControls } from './carousel-controls';
import {
  AUTO_ADVANCE_MS,
  SLIDE_COUNT,
  PRELOAD_NEIGHBOURS_MS,
  carouselReducer,
  initialCarouselState,
  isPlaying,
  shouldAutoAdvance,
  type PlayPreference,
} from './carousel-state';
import { HeroIntro } from './hero-intro';
import { HeroSlides, type SlideText } from './hero-slides';
import './hero-carousel.css';

/**
 * The home hero: a fixed headline and call to action over five rotating slides
 * (image plus quoted phrase), following the WAI-ARIA carousel pattern.
 *
 * Its parts are memoised children: the update that starts the rotation runs synchronously
 * right after hydration (a long task on a slow phone if it re-rendered the whole hero),
 * and hovering or focusing re-renders only this frame.
 */
export function HeroCarousel() {
  const { t } = useTranslation('home');
  const slides = useMemo(
    () => (t('carousel.slides', { returnObjects: true }) as SlideText[]).slice(0, SLIDE_COUNT),
    [t],
  );
  const [state, dispatch] = useReducer(carouselReducer, slides.length, initialCarouselState);
  const [preference, setPreference] = useState<PlayPreference>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Until then only the shown slide has a picture (see hero-carousel.css); afterwards the
  // slides next to it load theirs too, so the next one is ready before it fades in.
  const [neighboursReady, setNeighboursReady] = useState(false);
  // Timers only exist in the browser: the prerendered HTML (and the hydrating render,
  // which must match it) describes a carousel that is not rotating.
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const playing = isPlaying(preference, reducedMotion);
  const rotating = shouldAutoAdvance({ hydrated, preference, reducedMotion, hovered, focused });
  const onToggle = useCallback(() => setPreference(playing ? 'paused' : 'playing'), [playing]);

  useEffect(() => {
    if (!hydrated || neighboursReady) return;
    const timer = window.setTimeout(() => setNeighboursReady(true), PRELOAD_NEIGHBOURS_MS);
    return () => window.clearTimeout(timer);
  }, [hydrated, neighboursReady]);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => dispatch({ type: 'next' }), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, state.index]);

  // Keyboard focus pauses (so a screen-reader or keyboard user is not interrupted);
  // a mouse click on a control does not, or pressing "play" could never resume.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    setNeighboursReady(true);
    if (event.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className="hero"
      aria-labelledby="hero-title"
      onMouseEnter={() => {
        setHovered(true);
        setNeighboursReady(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <HeroIntro />
      <div
        className="container hero__carousel"
        role="region"
        aria-roledescription="carousel"
        aria-label={t('carousel.label')}
        data-autoplay={rotating ? 'on' : 'off'}
      >
        <div className="hero__slides" aria-live={rotating ? 'off' : 'polite'}>
          <HeroSlides
            slides={slides}
            index={state.index}
            leaving={state.leaving}
            neighboursReady={neighboursReady}
          />
        </div>
        <CarouselControls
          count={slides.length}
          index={state.index}
          playing={playing}
          dispatch={dispatch}
          onToggle={onToggle}
        />
      </div>
    </section>
  );
}

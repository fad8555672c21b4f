import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
} from 'react';
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
  swipeAction,
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
  const [touched, setTouched] = useState(false);
  const touchStart = useRef<{ id: number; x: number; y: number } | null>(null);
  // Until then only the shown slide has a picture (see hero-carousel.css); afterwards the
  // slides next to it load theirs too, so the next one is ready before it fades in.
  const [neighboursReady, setNeighboursReady] = useState(false);
  // Timers only exist in the browser: the prerendered HTML (and the hydrating render,
  // which must match it) describes a carousel that is not rotating.
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const playing = isPlaying(preference, reducedMotion);
  const rotating = shouldAutoAdvance({
    hydrated,
    preference,
    reducedMotion,
    hovered,
    focused,
    touched,
  });
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

  // Swipes on touch screens. The slides allow only vertical panning to the browser
  // (touch-action in hero-carousel.css): a vertical move scrolls the page and cancels the
  // pointer, a horizontal one stays with the page and ends in pointerup.
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') return;
    touchStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    setTouched(true);
    setNeighboursReady(true);
  };
  const endTouch = (event: PointerEvent<HTMLElement>) => {
    const start = touchStart.current;
    if (start?.id !== event.pointerId) return;
    touchStart.current = null;
    setTouched(false);
    if (event.type !== 'pointerup') return;
    const action = swipeAction(event.clientX - start.x, event.clientY - start.y);
    if (action) dispatch(action);
  };

  return (
    <section
      className="hero"
      aria-labelledby="hero-title"
      // A mouse only: touch screens also send mouse events after a tap, which would leave
      // the carousel "hovered" (paused) until the next tap elsewhere.
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        setHovered(true);
        setNeighboursReady(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setHovered(false);
      }}
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
        <div
          className="hero__slides"
          aria-live={rotating ? 'off' : 'polite'}
          onPointerDown={onPointerDown}
          onPointerUp={endTouch}
          onPointerCancel={endTouch}
        >
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

import { useEffect, useReducer, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button-link';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';
import { ChevronDownIcon } from '../../components/ui/icons';
import { PauseIcon, PlayIcon } from './carousel-icons';
import {
  AUTO_ADVANCE_MS,
  SLIDE_COUNT,
  PRELOAD_NEIGHBOURS_MS,
  carouselReducer,
  initialCarouselState,
  isNeighbour,
  isPlaying,
  shouldAutoAdvance,
  type PlayPreference,
} from './carousel-state';
import './hero-carousel.css';

interface SlideText {
  topic: string;
  quote: string;
  alt: string;
}

const SLIDE_WIDTH = 1600;
const SLIDE_HEIGHT = 900;
const slideImage = (index: number) => `/images/home/slide-${index + 1}.svg`;
const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * The home hero: a fixed headline and call to action over five rotating slides
 * (image plus quoted phrase), following the WAI-ARIA carousel pattern.
 */
export function HeroCarousel() {
  const { t } = useTranslation('home');
  const slides = (t('carousel.slides', { returnObjects: true }) as SlideText[]).slice(
    0,
    SLIDE_COUNT,
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
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  const reducedMotion = usePrefersReducedMotion();
  const playing = isPlaying(preference, reducedMotion);
  const rotating = shouldAutoAdvance({ hydrated, preference, reducedMotion, hovered, focused });

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
      <div className="container hero__content">
        <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="hero-title" className="hero__title">
          {t('hero.title')}
        </h1>
        <p className="hero__lead">{t('hero.subtitle')}</p>
        <ButtonLink to="/nosotros">{t('hero.cta')}</ButtonLink>
      </div>

      <div
        className="container hero__carousel"
        role="region"
        aria-roledescription="carousel"
        aria-label={t('carousel.label')}
        data-autoplay={rotating ? 'on' : 'off'}
      >
        <div className="hero__slides" aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const active = index === state.index;
            const leaving = index === state.leaving;
            const near = neighboursReady && isNeighbour(index, state.index, slides.length);
            return (
              <div
                key={slide.topic}
                className={`hero__slide${active ? ' is-active' : ''}${leaving ? ' is-leaving' : ''}${near ? ' is-near' : ''}`}
                role="group"
                aria-roledescription="slide"
                aria-label={t('carousel.slideLabel', { number: index + 1, total: slides.length })}
                aria-hidden={!active}
                data-index={index}
              >
                <img
                  className="hero__image"
                  src={slideImage(index)}
                  alt={slide.alt}
                  width={SLIDE_WIDTH}
                  height={SLIDE_HEIGHT}
                  // The first slide is the page's largest paint: fetch it first.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  decoding={index === 0 ? 'sync' : 'async'}
                />
                <figure className="hero__quote">
                  <blockquote>
                    <p>{slide.quote}</p>
                  </blockquote>
                  <figcaption>{slide.topic}</figcaption>
                </figure>
              </div>
            );
          })}
        </div>

        <div className="hero__controls">
          <button
            type="button"
            className="hero__control"
            aria-label={t('carousel.previous')}
            onClick={() => dispatch({ type: 'prev' })}
          >
            <ChevronDownIcon className="hero__chevron hero__chevron--prev" width="20" height="20" />
          </button>
          <div className="hero__dots">
            {slides.map((slide, index) => (
              <button
                key={slide.topic}
                type="button"
                className="hero__dot"
                aria-label={t('carousel.goTo', { number: index + 1 })}
                aria-current={index === state.index ? 'true' : undefined}
                onClick={() => dispatch({ type: 'goTo', index })}
              >
                <span aria-hidden="true" />
              </button>
            ))}
          </div>
          <button
            type="button"
            className="hero__control"
            aria-label={t('carousel.next')}
            onClick={() => dispatch({ type: 'next' })}
          >
            <ChevronDownIcon className="hero__chevron hero__chevron--next" width="20" height="20" />
          </button>
          <button
            type="button"
            className="hero__control hero__control--toggle"
            aria-label={playing ? t('carousel.pause') : t('carousel.play')}
            onClick={() => setPreference(playing ? 'paused' : 'playing')}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
        </div>
      </div>
    </section>
  );
}

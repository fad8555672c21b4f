import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isNeighbour } from './carousel-state';

export interface SlideText {
  topic: string;
  quote: string;
  alt: string;
}

const SLIDE_WIDTH = 1600;
const SLIDE_HEIGHT = 900;
const slideImage = (index: number) => `/images/home/slide-${index + 1}.svg`;

/**
 * The five slides. Memoised: the carousel's frame re-renders when it starts rotating
 * (right after hydration) or is hovered, and the slides need not follow unless the shown
 * slide changes.
 */
export const HeroSlides = memo(function HeroSlides({
  slides,
  index: shown,
  leaving,
  neighboursReady,
}: {
  slides: readonly SlideText[];
  index: number;
  leaving: number | null;
  /** Until then only the shown slide has a picture (see hero-carousel.css). */
  neighboursReady: boolean;
}) {
  const { t } = useTranslation('home');
  return slides.map((slide, index) => {
    const active = index === shown;
    const near = neighboursReady && isNeighbour(index, shown, slides.length);
    return (
      <div
        key={slide.topic}
        className={`hero__slide${active ? ' is-active' : ''}${index === leaving ? ' is-leaving' : ''}${near ? ' is-near' : ''}`}
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
          <figcaption className="caps-label">{slide.topic}</figcaption>
        </figure>
      </div>
    );
  });
});

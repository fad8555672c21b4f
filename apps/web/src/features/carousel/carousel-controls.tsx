import { memo, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../components/ui/icons';
import { PauseIcon, PlayIcon } from './carousel-icons';
import type { CarouselAction } from './carousel-state';

/** The previous or next button: a chevron turned that way. */
function StepButton({
  step,
  label,
  dispatch,
}: {
  step: 'prev' | 'next';
  label: string;
  dispatch: Dispatch<CarouselAction>;
}) {
  return (
    <button
      type="button"
      className="hero__control"
      aria-label={label}
      onClick={() => dispatch({ type: step })}
    >
      <ChevronDownIcon className={`hero__chevron hero__chevron--${step}`} width="20" height="20" />
    </button>
  );
}

/**
 * Previous, one dot per slide, next, and pause/play. Memoised (`dispatch` and `onToggle`
 * are stable), so it re-renders only when the shown slide or the play state changes.
 */
export const CarouselControls = memo(function CarouselControls({
  count,
  index: shown,
  playing,
  dispatch,
  onToggle,
}: {
  count: number;
  index: number;
  playing: boolean;
  dispatch: Dispatch<CarouselAction>;
  onToggle: () => void;
}) {
  const { t } = useTranslation('home');
  return (
    <div className="hero__controls">
      <StepButton step="prev" label={t('carousel.previous')} dispatch={dispatch} />
      <div className="hero__dots">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className="hero__dot"
            aria-label={t('carousel.goTo', { number: index + 1 })}
            aria-current={index === shown ? 'true' : undefined}
            onClick={() => dispatch({ type: 'goTo', index })}
          >
            <span aria-hidden="true" />
          </button>
        ))}
      </div>
      <StepButton step="next" label={t('carousel.next')} dispatch={dispatch} />
      <button
        type="button"
        className="hero__control hero__control--toggle"
        aria-label={playing ? t('carousel.pause') : t('carousel.play')}
        onClick={onToggle}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
    </div>
  );
});

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hooks/use-hydrated';
import './flip-card.css';

/**
 * A card with two faces. The whole card is covered by one real toggle button
 * (click, Enter and Space flip it; aria-pressed announces the state), so the faces
 * can hold headings and paragraphs, which a <button> may not contain.
 * The hidden face is aria-hidden, so screen readers read what sighted users see.
 * Under reduced motion the 3D turn becomes a cross-fade (flip-card.css).
 * The prerendered HTML hides no face: without JavaScript the card cannot turn, so both
 * faces stand one above the other (flip-card.css) and both are read.
 */
export function FlipCard({
  title,
  front,
  back,
  className,
  tone = 'blue',
}: {
  /** Names the card in the toggle's accessible label. */
  title: string;
  front: ReactNode;
  back: ReactNode;
  className?: string;
  tone?: 'blue' | 'green';
}) {
  const { t } = useTranslation();
  const [flipped, setFlipped] = useState(false);
  const hydrated = useHydrated();
  return (
    <div
      className={`flip-card flip-card--${tone}${className ? ` ${className}` : ''}`}
      data-flipped={flipped}
    >
      <div className="flip-card__inner">
        <div
          className="flip-card__face flip-card__front"
          aria-hidden={hydrated ? flipped : undefined}
        >
          {front}
        </div>
        <div
          className="flip-card__face flip-card__back"
          aria-hidden={hydrated ? !flipped : undefined}
        >
          {back}
        </div>
      </div>
      <button
        type="button"
        className="flip-card__toggle"
        aria-pressed={flipped}
        aria-label={t('flipCard.toggle', { title })}
        onClick={() => setFlipped((value) => !value)}
      />
    </div>
  );
}

import { useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { counterValue, figureParts, statistics } from './counter-steps';
import { useCountUp } from './use-count-up';
import { SectionHeading } from '../../components/ui/section-heading';
import './stats.css';

/** The six animated counters of the home page. */
export function StatsSection() {
  const { t } = useTranslation('home');
  const ref = useRef<HTMLElement>(null);
  const { phase, step } = useCountUp(ref);
  // The text as written, its placeholder kept, split around it: the plus is set apart.
  const floor = figureParts(t('stats.figure', { skipInterpolation: true }));
  return (
    <section ref={ref} className="stats" aria-labelledby="stats-title" data-phase={phase}>
      <div className="container">
        <SectionHeading
          id="stats-title"
          eyebrow={t('stats.eyebrow')}
          title={t('stats.title')}
          eyebrowClassName="stats__eyebrow"
          titleClassName="stats__title"
        />
        <ul className="plain-list stats__list">
          {statistics.map(({ id, target, atLeast }, index) => {
            const value = phase === 'done' ? target : counterValue(target, step);
            // Where the plus goes is the language's: "+130" in Spanish, "130+" in English.
            const figure = (shown: number) =>
              atLeast ? (
                <>
                  {floor.before && <span className="stats__plus">{floor.before}</span>}
                  {shown}
                  {floor.after && <span className="stats__plus">{floor.after}</span>}
                </>
              ) : (
                shown
              );
            return (
              <li
                key={id}
                className="stats__item"
                data-stat={id}
                style={{ '--stats-delay': `${index * 110}ms` } as CSSProperties}
              >
                {/* Screen readers get the final figure once, not fifty intermediate ones. */}
                <span className="visually-hidden">
                  {figure(target)} {t(`stats.items.${id}.label`)}
                </span>
                <span className="stats__value" aria-hidden="true">
                  {figure(value)}
                </span>
                <span className="stats__label" aria-hidden="true">
                  {t(`stats.items.${id}.label`)}
                </span>
                <span className="stats__detail">{t(`stats.items.${id}.detail`)}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

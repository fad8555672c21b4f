import { useTranslation } from 'react-i18next';
import { ContourPattern } from '../../components/ui/contour-pattern';
import { FlipCard } from '../../components/ui/flip-card';
import { Section } from '../../components/ui/section';
import './semilla.css';

// The foundation's three strategic lines; their texts live in the `semilla` namespace.
const lines = [
  { key: 'learning', image: 'learning-center', tone: 'blue' },
  { key: 'projects', image: 'high-impact-projects', tone: 'green' },
  { key: 'volunteering', image: 'international-volunteering', tone: 'blue' },
] as const;

/** Three flip cards: image and title on the front, what the line does on the back. */
export function SemillaLines() {
  const { t } = useTranslation('semilla');
  return (
    <Section block="semilla-lines" heading={t('lines', { returnObjects: true })} intro="header">
      <ul className="plain-list semilla-lines__grid">
        {lines.map((line) => {
          const title = t(`lines.${line.key}.title`);
          return (
            <li key={line.key} className="semilla-lines__item">
              <FlipCard
                className="semilla-card flip-card--pictured"
                tone={line.tone}
                title={title}
                front={
                  <>
                    <img
                      className="semilla-card__image"
                      src={`/images/semilla/${line.image}.svg`}
                      alt=""
                      width={800}
                      height={600}
                      loading="lazy"
                      decoding="async"
                    />
                    <h3 className="semilla-card__title">{title}</h3>
                  </>
                }
                back={
                  <>
                    <ContourPattern className="semilla-card__pattern" />
                    <h3 className="semilla-card__back-title">{title}</h3>
                    <p className="semilla-card__text">{t(`lines.${line.key}.text`)}</p>
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/section';
import './about.css';

interface Milestone {
  year: string;
  text: string;
}

function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

function asMilestones(value: unknown): Milestone[] {
  return Array.isArray(value)
    ? value.filter(
        (item): item is Milestone =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as Milestone).year === 'string' &&
          typeof (item as Milestone).text === 'string',
      )
    : [];
}

/** The company story beside a short timeline of milestones. */
export function AboutHistory() {
  const { t } = useTranslation('about');
  const paragraphs = asStrings(t('history.paragraphs', { returnObjects: true }));
  const milestones = asMilestones(t('history.timeline', { returnObjects: true }));
  return (
    <Section
      block="about-history"
      heading={t('history', { returnObjects: true })}
      intro="div"
      introExtra={paragraphs.map((paragraph) => (
        <p key={paragraph} className="about-history__text">
          {paragraph}
        </p>
      ))}
      grid
    >
      <ol className="about-timeline" aria-label={t('history.timelineLabel')}>
        {milestones.map((milestone) => (
          <li key={milestone.year} className="about-timeline__item">
            <span className="about-timeline__year">{milestone.year}</span>
            <span className="about-timeline__text">{milestone.text}</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}

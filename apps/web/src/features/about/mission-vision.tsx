import { useTranslation } from 'react-i18next';
import { ContourPattern } from '../../components/ui/contour-pattern';
import './about.css';

/** Mission and vision side by side, one card in each brand colour. */
export function MissionVision() {
  const { t } = useTranslation('about');
  const cards = [
    { key: 'mission', tone: 'blue', title: t('mission.title'), text: t('mission.text') },
    { key: 'vision', tone: 'green', title: t('vision.title'), text: t('vision.text') },
  ] as const;
  return (
    <section className="about-purpose">
      <div className="container about-purpose__grid">
        {cards.map((card) => (
          <article
            key={card.key}
            className={`about-purpose__card about-purpose__card--${card.tone}`}
          >
            <ContourPattern className="about-purpose__pattern" />
            <h2 className="about-purpose__title">{card.title}</h2>
            <p className="about-purpose__text">{card.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import './about.css';

/** The About banner: a generated landscape under a dark gradient, so white text stays legible. */
export function AboutHero() {
  const { t } = useTranslation('about');
  return (
    <section className="about-hero">
      <img
        className="about-hero__image"
        src="/images/about/about-hero.svg"
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        decoding="async"
      />
      <div className="about-hero__overlay" aria-hidden="true" />
      <div className="container about-hero__inner">
        <p className="about-hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 className="about-hero__title">{t('hero.title')}</h1>
        <p className="about-hero__lead">{t('hero.subtitle')}</p>
      </div>
    </section>
  );
}

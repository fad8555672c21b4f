import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/ui/page-hero';
import './about.css';

/** The About banner: a generated landscape under a dark gradient, so white text stays legible. */
export function AboutHero() {
  const { t } = useTranslation('about');
  return (
    <PageHero
      className="about-hero"
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      lead={t('hero.subtitle')}
      backdrop={
        <>
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
        </>
      }
    />
  );
}

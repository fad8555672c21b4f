import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button-link';
import { usePagePath } from '../../i18n/use-page-path';
import './home-sections.css';

/** A full-width image band leading to the projects page; the parallax is pure CSS. */
export function ParallaxBand() {
  const { t } = useTranslation('home');
  const pathOf = usePagePath();
  return (
    <section className="home-band" aria-labelledby="band-title">
      <div className="container home-band__inner">
        <h2 id="band-title" className="home-band__title">
          {t('band.title')}
        </h2>
        <p className="home-band__text">{t('band.text')}</p>
        <ButtonLink to={pathOf('projects')} variant="light">
          {t('band.cta')}
        </ButtonLink>
      </div>
    </section>
  );
}

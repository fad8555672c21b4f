import { useTranslation } from 'react-i18next';
import { pagePath } from '@verdalia/shared';
import { ContourPattern } from '../../components/ui/contour-pattern';
import { ButtonLink } from '../../components/ui/button-link';
import './home-sections.css';

/** The last section of the home page: an invitation to get in touch. */
export function ClosingCta() {
  const { t } = useTranslation('home');
  return (
    <section className="home-cta" aria-labelledby="cta-title">
      <div className="container">
        <div className="home-cta__panel">
          <ContourPattern className="home-cta__pattern" />
          <div className="home-cta__body">
            <h2 id="cta-title" className="home-cta__title">
              {t('cta.title')}
            </h2>
            <p className="home-cta__text">{t('cta.text')}</p>
          </div>
          <div className="home-cta__action">
            <ButtonLink to={pagePath('contact')} variant="light">
              {t('cta.button')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { pagePath } from '@verdalia/shared';
import { ButtonLink } from '../../components/ui/button-link';
import './about.css';

/** Closing call to action: from the team to a conversation. */
export function AboutCta() {
  const { t } = useTranslation('about');
  return (
    <section className="section about-cta" aria-labelledby="about-cta-title">
      <div className="container">
        <div className="about-cta__inner">
          <div>
            <h2 id="about-cta-title" className="about-cta__title">
              {t('cta.title')}
            </h2>
            <p className="about-cta__text">{t('cta.text')}</p>
          </div>
          <ButtonLink to={pagePath('contact')} variant="primary">
            {t('cta.button')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

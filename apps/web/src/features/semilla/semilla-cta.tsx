import { useTranslation } from 'react-i18next';
import { pagePath } from '@verdalia/shared';
import { ButtonLink } from '../../components/ui/button-link';
import { ContourPattern } from '../../components/ui/contour-pattern';
import './semilla.css';

/** Invites partners, funders and volunteers to write to the foundation. */
export function SemillaCta() {
  const { t } = useTranslation('semilla');
  return (
    <section className="section semilla-cta" aria-labelledby="semilla-cta-title">
      <div className="container">
        <div className="semilla-cta__panel">
          <ContourPattern className="semilla-cta__pattern" />
          <div className="semilla-cta__body">
            <h2 id="semilla-cta-title" className="semilla-cta__title">
              {t('cta.title')}
            </h2>
            <p className="semilla-cta__text">{t('cta.text')}</p>
          </div>
          <ButtonLink to={pagePath('contact')} variant="light">
            {t('cta.button')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

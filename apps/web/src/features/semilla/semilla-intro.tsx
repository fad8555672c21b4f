import { useTranslation } from 'react-i18next';
import './semilla.css';

/** The foundation's logo beside its title (with a highlighted part) and two paragraphs. */
export function SemillaIntro() {
  const { t } = useTranslation('semilla');
  return (
    <section className="section semilla-intro" aria-labelledby="semilla-intro-title">
      <div className="container semilla-intro__grid">
        <div className="semilla-intro__logo-card">
          <img
            className="semilla-intro__logo"
            src="/images/semilla/semilla-dc-logo.svg"
            alt={t('intro.logoAlt')}
            width={440}
            height={120}
            decoding="async"
          />
        </div>
        <div>
          <p className="eyebrow">{t('intro.eyebrow')}</p>
          <h2 id="semilla-intro-title" className="section__title semilla-intro__title">
            {t('intro.titleBefore')}{' '}
            <mark className="semilla-intro__highlight">{t('intro.titleHighlight')}</mark>{' '}
            {t('intro.titleAfter')}
          </h2>
          <p className="semilla-intro__text">{t('intro.paragraph1')}</p>
          <p className="semilla-intro__text">{t('intro.paragraph2')}</p>
        </div>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import './home-sections.css';

/** The introduction under the hero: who the company is, in one paragraph. */
export function IntroSection() {
  const { t } = useTranslation('home');
  return (
    <section className="section home-intro" aria-labelledby="intro-title">
      <div className="container home-intro__grid">
        <div>
          <p className="section__eyebrow">{t('intro.eyebrow')}</p>
          <h2 id="intro-title" className="section__title home-intro__title">
            {t('intro.title')}
          </h2>
        </div>
        <p className="home-intro__text">{t('intro.text')}</p>
      </div>
    </section>
  );
}

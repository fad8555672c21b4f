import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/ui/section-heading';
import './home-sections.css';

/** The introduction under the hero: who the company is, in one paragraph. */
export function IntroSection() {
  const { t } = useTranslation('home');
  return (
    <section className="section home-intro" aria-labelledby="intro-title">
      <div className="container home-intro__grid">
        <div>
          <SectionHeading
            id="intro-title"
            eyebrow={t('intro.eyebrow')}
            title={t('intro.title')}
            titleClassName="home-intro__title"
          />
        </div>
        <p className="home-intro__text">{t('intro.text')}</p>
      </div>
    </section>
  );
}

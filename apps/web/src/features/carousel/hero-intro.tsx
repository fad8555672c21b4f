import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button-link';
import { usePagePath } from '../../i18n/use-page-path';

/**
 * The hero's fixed headline and call to action, styled as every page's banner texts
 * (page-hero.css); memoised, as nothing the carousel does changes it.
 */
export const HeroIntro = memo(function HeroIntro() {
  const { t } = useTranslation('home');
  const pathOf = usePagePath();
  return (
    <div className="container hero__content">
      <p className="eyebrow eyebrow--on-dark">{t('hero.eyebrow')}</p>
      <h1 id="hero-title" className="page-hero__title hero__title">
        {t('hero.title')}
      </h1>
      <p className="page-hero__lead">{t('hero.subtitle')}</p>
      <ButtonLink to={pathOf('about')}>{t('hero.cta')}</ButtonLink>
    </div>
  );
});

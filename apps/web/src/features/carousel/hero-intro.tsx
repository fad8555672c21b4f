import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePath } from '@verdalia/shared';
import { ButtonLink } from '../../components/ui/button-link';
import { HeroHeading } from '../../components/ui/page-hero';

/** The hero's fixed headline and call to action; memoised, as nothing the carousel does changes it. */
export const HeroIntro = memo(function HeroIntro() {
  const { t } = useTranslation('home');
  return (
    <div className="container hero__content">
      <HeroHeading
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.subtitle')}
        titleId="hero-title"
        titleClassName="hero__title"
      />
      <ButtonLink to={pagePath('about')}>{t('hero.cta')}</ButtonLink>
    </div>
  );
});

import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/ui/page-hero';
import { SemillaCta } from '../../features/semilla/semilla-cta';
import { SemillaIntro } from '../../features/semilla/semilla-intro';
import { SemillaLines } from '../../features/semilla/semilla-lines';
import { useDelayedScrollTop } from '../../hooks/use-delayed-scroll-top';

export default function SemillaPage() {
  const { t } = useTranslation('semilla');
  useDelayedScrollTop();
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.subtitle')}
        tone="green"
      />
      <SemillaIntro />
      <SemillaLines />
      <SemillaCta />
    </>
  );
}

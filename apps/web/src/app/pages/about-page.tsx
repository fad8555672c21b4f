import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/ui/page-hero';

export default function AboutPage() {
  const { t } = useTranslation('about');
  return <PageHero title={t('hero.title')} lead={t('hero.subtitle')} tone="blue" />;
}

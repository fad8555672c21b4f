import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/ui/page-hero';

export default function SemillaPage() {
  const { t } = useTranslation('semilla');
  return <PageHero title={t('hero.title')} lead={t('hero.subtitle')} tone="green" />;
}

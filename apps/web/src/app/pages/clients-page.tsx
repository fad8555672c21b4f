import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/ui/page-hero';

export default function ClientsPage() {
  const { t } = useTranslation('clients');
  return <PageHero title={t('hero.title')} lead={t('hero.subtitle')} tone="blue" />;
}

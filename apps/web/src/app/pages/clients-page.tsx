import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/ui/page-hero';
import { ClientGallery } from '../../features/clients/client-gallery';
import { ClientGroups } from '../../features/clients/client-groups';
import { NetworkMap } from '../../features/clients/network-map';

export default function ClientsPage() {
  const { t } = useTranslation('clients');
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.subtitle')}
        tone="blue"
      />
      <ClientGroups />
      <NetworkMap />
      <ClientGallery />
    </>
  );
}

import { TranslatedHero } from '../../components/ui/translated-hero';
import { ClientGallery } from '../../features/clients/client-gallery';
import { ClientGroups } from '../../features/clients/client-groups';
import { NetworkMap } from '../../features/clients/network-map';

export default function ClientsPage() {
  return (
    <>
      <TranslatedHero namespace="clients" tone="blue" />
      <ClientGroups />
      <NetworkMap />
      <ClientGallery />
    </>
  );
}

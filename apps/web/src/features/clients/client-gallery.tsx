import { useTranslation } from 'react-i18next';
import { hasSample } from '@verdalia/shared';
import images from 'virtual:responsive-images';
import { imageAt } from '../../components/ui/image-manifest';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { Section } from '../../components/ui/section';
import './client-gallery.css';

/* A mark's slot (client-gallery.css): 240 px at most, about 160-180 px from a phone up. */
const logoSizes = '(min-width: 600px) 180px, 45vw';

/** The wall of client marks: no links, no captions; each alt text names the client. */
export function ClientGallery() {
  const { t } = useTranslation('clients');
  const { t: tList } = useTranslation('client-list');
  const listed = tList('clients', { returnObjects: true });
  // A namespace that failed to load gives its key, not a list.
  const clients = Array.isArray(listed) ? listed : [];
  return (
    <Section
      block="client-gallery"
      heading={{
        eyebrow: t('gallery.eyebrow'),
        title: t('gallery.title'),
        lead: t('gallery.text'),
      }}
      intro="header"
      introExtra={
        hasSample(clients) ? (
          <p className="client-gallery__note">{t('gallery.sampleNote')}</p>
        ) : undefined
      }
    >
      <ul className="plain-list client-gallery__grid" aria-label={t('gallery.label')}>
        {clients.map((client) => (
          <li key={client.id} className="client-gallery__item">
            {/* A client's name is its own, in whatever language it was registered. */}
            <ResponsiveImage
              translate="no"
              image={imageAt(images, client.logo)}
              alt={client.name}
              sizes={logoSizes}
              width={240}
              height={120}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

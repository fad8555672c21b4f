import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/section';
import './client-gallery.css';

const logoUrl = (index: number) =>
  `/images/clients/client-${String(index + 1).padStart(2, '0')}.svg`;

/** The wall of client marks: no links, no captions; each alt text names the client. */
export function ClientGallery() {
  const { t } = useTranslation('clients');
  const clients = t('gallery.clients', { returnObjects: true });
  return (
    <Section
      block="client-gallery"
      heading={{
        eyebrow: t('gallery.eyebrow'),
        title: t('gallery.title'),
        lead: t('gallery.text'),
      }}
    >
      <ul className="plain-list client-gallery__grid" aria-label={t('gallery.label')}>
        {clients.map((name, index) => (
          <li key={name} className="client-gallery__item">
            {/* A client's name is its own, in whatever language it was registered. */}
            <img
              translate="no"
              src={logoUrl(index)}
              alt={name}
              width={240}
              height={120}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

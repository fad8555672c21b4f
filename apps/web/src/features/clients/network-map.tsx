import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/section';
import './network-map.css';

/**
 * The Americas with the network's countries highlighted. The SVG is drawn at build
 * time from Natural Earth data (scripts/art/map.mjs); its highlighted countries are
 * the keys of map.countries, whose names form the image's accessible description.
 */
export function NetworkMap() {
  const { t, i18n } = useTranslation('clients');
  const listId = useId();
  const countries = Object.values(
    t('map.countries', { returnObjects: true }) as Record<string, string>,
  ).sort(new Intl.Collator(i18n.language).compare);
  return (
    <Section
      block="network-map"
      heading={{ eyebrow: t('map.eyebrow'), title: t('map.title'), lead: t('map.text') }}
      intro="div"
      introExtra={
        <>
          <h3 className="caps-label network-map__list-title">{t('map.listTitle')}</h3>
          <ul id={listId} className="plain-list network-map__countries">
            {countries.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      }
      grid
    >
      <figure className="network-map__figure">
        <img
          className="network-map__image"
          src="/images/clients/americas-map.svg"
          width={560}
          height={760}
          alt={t('map.alt')}
          aria-describedby={listId}
          loading="lazy"
          decoding="async"
        />
      </figure>
    </Section>
  );
}

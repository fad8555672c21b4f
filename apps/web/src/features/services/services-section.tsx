import { useTranslation } from 'react-i18next';
import { FlipCard } from '../../components/ui/flip-card';
import { serviceCards } from './service-cards';
import { Section } from '../../components/ui/section';
import './services.css';

/** Seven service flip cards, four over three on desktop. */
export function ServicesSection() {
  const { t } = useTranslation('home');
  const services = t('services.items', { returnObjects: true });
  return (
    <Section block="services" heading={t('services', { returnObjects: true })} intro="header">
      <ul className="plain-list services__grid">
        {services.map((service, index) => {
          const card = serviceCards[index % serviceCards.length] ?? serviceCards[0];
          return (
            <li key={service.title} className="services__cell">
              <FlipCard
                className="services__card flip-card--pictured"
                title={service.title}
                tone={card.tone}
                front={
                  <>
                    <img
                      className="services__image"
                      src={`/images/home/service-${card.image}.svg`}
                      alt=""
                      width={800}
                      height={600}
                      loading="lazy"
                      decoding="async"
                    />
                    <h3 className="services__title">{service.title}</h3>
                    <svg
                      className="services__hint"
                      viewBox="0 0 24 24"
                      width="20"
                      height="20"
                      aria-hidden="true"
                      focusable="false"
                    >
                      <path d="M4 12a8 8 0 0114-5.3M20 12a8 8 0 01-14 5.3M18 3v4h-4M6 21v-4h4" />
                    </svg>
                  </>
                }
                back={
                  <>
                    <h3 className="services__back-title">{service.title}</h3>
                    <p className="services__text">{service.text}</p>
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

import { useTranslation } from 'react-i18next';
import { categoryById } from '@verdalia/shared';
import { useCategoryName } from '../../i18n/use-category-name';
import { FlipCard } from '../../components/ui/flip-card';
import { serviceOrder } from './service-cards';
import { Section } from '../../components/ui/section';
import './services.css';

/** Seven service flip cards, four over three on desktop. */
export function ServicesSection() {
  const { t } = useTranslation('home');
  const nameOf = useCategoryName();
  const texts = t('services.texts', { returnObjects: true });
  const services = serviceOrder.map((id) => {
    const category = categoryById(id);
    if (!category) throw new Error(`no category ${id} for the home's service cards`);
    return { category, title: nameOf(id), text: texts[id] };
  });
  return (
    <Section block="services" heading={t('services', { returnObjects: true })} intro="header">
      <ul className="plain-list services__grid">
        {services.map((service) => {
          const card = { image: service.category.image, tone: service.category.color };
          return (
            <li key={service.category.id} className="services__cell">
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

import { useTranslation } from 'react-i18next';
import type { InquiryKind } from '@verdalia/shared';
import { Section } from '../../components/ui/section';
import { ContactIcon, type ContactIconName } from './contact-icons';
import './contact-info-cards.css';

// One card per kind of inquiry, in the order the form's question lists them.
const cards: {
  key: InquiryKind;
  tone: 'blue' | 'green';
  icon: ContactIconName;
}[] = [
  { key: 'organization', tone: 'blue', icon: 'building' },
  { key: 'consultant', tone: 'green', icon: 'network' },
  { key: 'other', tone: 'blue', icon: 'chat' },
];

/**
 * The heading and the three kinds of inquiry, so visitors know what to write about; the form
 * asks which of them the visitor is.
 */
export function ContactInfoCards() {
  const { t } = useTranslation('contact');
  return (
    <Section block="contact-intro" heading={t('intro', { returnObjects: true })}>
      <ul className="plain-list contact-cards" role="list">
        {cards.map(({ key, tone, icon }) => {
          const points = t(`cards.${key}.points`, { returnObjects: true });
          return (
            <li key={key} className={`contact-card contact-card--${tone}`}>
              <span className="contact-card__icon">
                <ContactIcon name={icon} />
              </span>
              <h3 className="contact-card__title">{t(`cards.${key}.title`)}</h3>
              <p className="contact-card__text">{t(`cards.${key}.text`)}</p>
              <ul className="contact-card__points">
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

import { useTranslation } from 'react-i18next';
import { ContactCta } from '../../components/ui/contact-cta';
import './about.css';

/** Closing call to action: from the team to a conversation. */
export function AboutCta() {
  const { t } = useTranslation('about');
  return <ContactCta block="about-cta" copy={t('cta', { returnObjects: true })} tone="light" />;
}

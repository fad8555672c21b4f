import { useTranslation } from 'react-i18next';
import { ContactCta } from '../../components/ui/contact-cta';
import './home-sections.css';

/** The last section of the home page: an invitation to get in touch. */
export function ClosingCta() {
  const { t } = useTranslation('home');
  return <ContactCta block="home-cta" copy={t('cta', { returnObjects: true })} />;
}

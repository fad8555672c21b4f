import { useTranslation } from 'react-i18next';
import { ContactCta } from '../../components/ui/contact-cta';
import './semilla.css';

/** Invites partners, funders and volunteers to write to the foundation. */
export function SemillaCta() {
  const { t } = useTranslation('semilla');
  return <ContactCta block="semilla-cta" copy={t('cta', { returnObjects: true })} />;
}

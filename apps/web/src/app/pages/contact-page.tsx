import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/ui/page-hero';
import { ContactInfoCards } from '../../features/contact/contact-info-cards';
import { ContactSection } from '../../features/contact/contact-section';

export default function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageHero title={t('hero.title')} lead={t('hero.subtitle')} tone="blue" />
      <ContactInfoCards />
      <ContactSection />
    </>
  );
}

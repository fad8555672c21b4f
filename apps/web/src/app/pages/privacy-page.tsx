import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/ui/page-hero';
import { PrivacyNotice } from '../../features/privacy/privacy-notice';

export default function PrivacyPage() {
  const { t } = useTranslation('privacy');
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.subtitle')}
        tone="blue"
      />
      <PrivacyNotice />
    </>
  );
}

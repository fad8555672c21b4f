import { TranslatedHero } from '../../components/ui/translated-hero';
import { PrivacyNotice } from '../../features/privacy/privacy-notice';

export default function PrivacyPage() {
  return (
    <>
      <TranslatedHero namespace="privacy" tone="blue" />
      <PrivacyNotice />
    </>
  );
}

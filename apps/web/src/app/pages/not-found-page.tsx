import { useTranslation } from 'react-i18next';
import { pagePath } from '@verdalia/shared';
import { ButtonLink } from '../../components/ui/button-link';
import { PageHero } from '../../components/ui/page-hero';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageHero eyebrow={t('notFound.eyebrow')} title={t('notFound.title')} lead={t('notFound.text')}>
      <p className="page-hero__actions">
        <ButtonLink to={pagePath('home')} variant="light">
          {t('notFound.homeLink')}
        </ButtonLink>
      </p>
    </PageHero>
  );
}

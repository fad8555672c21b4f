import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button-link';
import { PageHero } from '../../components/ui/page-hero';
import { usePagePath } from '../../i18n/use-page-path';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const pathOf = usePagePath();
  return (
    <PageHero eyebrow={t('notFound.eyebrow')} title={t('notFound.title')} lead={t('notFound.text')}>
      <p className="page-hero__actions">
        <ButtonLink to={pathOf('home')} variant="light">
          {t('notFound.homeLink')}
        </ButtonLink>
      </p>
    </PageHero>
  );
}

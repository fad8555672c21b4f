import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/ui/page-hero';
import { ProjectsList } from '../../features/projects/projects-list';
import { useDelayedScrollTop } from '../../hooks/use-delayed-scroll-top';

export default function ProjectsPage() {
  const { t } = useTranslation('projects');
  useDelayedScrollTop();
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.subtitle')}
        tone="green"
      />
      <ProjectsList />
    </>
  );
}

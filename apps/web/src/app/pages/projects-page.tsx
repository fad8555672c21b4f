import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/ui/page-hero';
import { ProjectsList } from '../../features/projects/projects-list';
import { useScrollToTopAfter } from '../../features/projects/use-scroll-to-top-after';

export default function ProjectsPage() {
  const { t } = useTranslation('projects');
  useScrollToTopAfter(50);
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

import { TranslatedHero } from '../../components/ui/translated-hero';
import { ProjectsList } from '../../features/projects/projects-list';
import { useDelayedScrollTop } from '../../hooks/use-delayed-scroll-top';

export default function ProjectsPage() {
  useDelayedScrollTop();
  return (
    <>
      <TranslatedHero namespace="projects" tone="green" />
      <ProjectsList />
    </>
  );
}

import { TranslatedHero } from '../../components/ui/translated-hero';
import { ProjectsList } from '../../features/projects/projects-list';
import { useDelayedScrollTop } from '../../hooks/use-delayed-scroll-top';
import { loadProjectList } from '../../features/projects/project-list-source';

export default function ProjectsPage() {
  useDelayedScrollTop();
  return (
    <>
      <TranslatedHero namespace="projects" tone="green" />
      <ProjectsList />
    </>
  );
}

/** The list the page renders from, loaded before it first renders (page-modules.ts). */
export const loadData = loadProjectList;

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { categories, toLanguage } from '@verdalia/shared';
import { TranslatedHero } from '../../components/ui/translated-hero';
import { ProjectsList } from '../../features/projects/projects-list';
import { useDelayedScrollTop } from '../../hooks/use-delayed-scroll-top';
import { loadProjectList } from '../../features/projects/project-list-source';
import NotFoundPage from './not-found-page';

/**
 * The projects list (/proyectos), and the same page showing one category
 * (/proyectos/categoria/<slug>: the route's `category`, app.tsx), at its slug in the page's
 * language; any other slug is the 404 (the servers answer it before any script runs).
 */
export default function ProjectsPage() {
  useDelayedScrollTop();
  const { i18n } = useTranslation();
  const { category: slug } = useParams();
  const language = toLanguage(i18n.language);
  const category =
    slug === undefined ? undefined : categories.find((entry) => entry.slugs[language] === slug);
  if (slug !== undefined && !category) return <NotFoundPage />;
  return (
    <>
      <TranslatedHero namespace="projects" tone="green" />
      <ProjectsList category={category} />
    </>
  );
}

/** The list the page renders from, loaded before it first renders (page-modules.ts). */
export const loadData = loadProjectList;

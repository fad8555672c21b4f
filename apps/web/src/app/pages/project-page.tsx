import { useParams } from 'react-router';
import { ProjectDetail } from '../../features/projects/project-detail';
import NotFoundPage from './not-found-page';
import { loadProjectList } from '../../features/projects/project-list-source';

/** A project's own page (/proyectos/<slug>): its slug is the route's last segment (app.tsx). */
export default function ProjectPage() {
  const { slug = '' } = useParams();
  return <ProjectDetail slug={slug} missing={<NotFoundPage />} />;
}

/** The list the page renders from, loaded before it first renders (page-modules.ts). */
export const loadData = loadProjectList;

import type { Project } from '@verdalia/shared';
import { ProjectTags } from './project-tags';

/**
 * Every project with its categories and description, as plain markup: what visitors without
 * JavaScript and crawlers that do not run it read (the page wraps it in <noscript>).
 */
export function StaticProjectList({ projects }: { projects: readonly Project[] }) {
  return (
    <ul className="card-grid projects__grid projects__grid--static">
      {projects.map((project) => (
        <li key={project.id} className="project-summary">
          <h3 className="project-summary__title">{project.title}</h3>
          <ProjectTags categories={project.categories} />
          <p className="project-summary__description">{project.description}</p>
        </li>
      ))}
    </ul>
  );
}

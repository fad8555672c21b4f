import { useTranslation } from 'react-i18next';
import { categoryByName, type Project } from '@verdalia/shared';

/**
 * Every project with its categories and description, as plain markup: what visitors without
 * JavaScript and crawlers that do not run it read (the page wraps it in <noscript>).
 */
export function StaticProjectList({ projects }: { projects: readonly Project[] }) {
  const { t } = useTranslation('projects');
  return (
    <ul className="projects__grid projects__grid--static">
      {projects.map((project) => (
        <li key={project.id} className="project-summary">
          <h3 className="project-summary__title">{project.title}</h3>
          <ul className="project-card__tags" aria-label={t('list.tagsLabel')}>
            {project.categories.map((name) => (
              <li
                key={name}
                className={`project-card__tag project-card__tag--${categoryByName(name)?.color ?? 'green'}`}
              >
                {name}
              </li>
            ))}
          </ul>
          <p className="project-summary__description">{project.description}</p>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import { categoryByName, type Project } from '@verdalia/shared';
import { FlipCard } from '../../components/ui/flip-card';
import { ArrowRightIcon } from '../../components/ui/icons';
import { ProjectTags } from './project-tags';
import { cardCategory, categoryImage } from './projects-state';
import './project-card.css';

/** A project as a flip card: title and categories over the category image; the story behind. */
export function ProjectCard({ project, selected }: { project: Project; selected: string | null }) {
  const { t } = useTranslation('projects');
  const category = cardCategory(project, selected);
  const image = categoryImage(category);
  const tone = categoryByName(category)?.color ?? 'green';
  return (
    <FlipCard
      title={project.title}
      tone={tone}
      className="project-card"
      front={
        <>
          {image ? (
            <img
              className="project-card__image"
              src={image}
              alt=""
              width={800}
              height={600}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <div className="project-card__front">
            <ProjectTags categories={project.categories} />
            <h3 className="project-card__title">{project.title}</h3>
            <span className="project-card__hint" aria-hidden="true">
              {t('list.flipHint')}
              <ArrowRightIcon width="16" height="16" />
            </span>
          </div>
        </>
      }
      back={
        <div className="project-card__back">
          <h3 className="project-card__back-title">{project.title}</h3>
          <p className="project-card__description">{project.description}</p>
        </div>
      }
    />
  );
}

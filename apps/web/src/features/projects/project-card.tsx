import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { projectPagePath, projectSlug, toLanguage, type Project } from '@verdalia/shared';
import images from 'virtual:responsive-images';
import { imageAt } from '../../components/ui/image-manifest';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { placeLine, yearsLine } from './project-facts-text';
import { ProjectTags } from './project-tags';
import { projectImage } from './project-art';
import './project-card.css';
import './project-result.css';

/* The card's width (.card-grid): one column up to 652 px, two up to 976 px, then three of at
   most 384 px. */
const artSizes =
  '(min-width: 1264px) 384px, (min-width: 976px) 33vw, (min-width: 652px) 50vw, 100vw';

/**
 * A project in the list: its art, categories, title, where and when, who for, and its
 * headline result. The title links to the project's own page, which holds the rest (role,
 * funder, every result, what was done); the whole card answers a click on it, but only the
 * title is a link (one link, one name, for keyboard and screen-reader users).
 */
export function ProjectCard({ project }: { project: Project }) {
  const { t, i18n } = useTranslation('projects');
  const id = useId();
  const language = toLanguage(i18n.language);
  const [headline] = project.results;
  return (
    <article className="project-card" aria-labelledby={`${id}-title`}>
      <ResponsiveImage
        className="project-card__art"
        image={imageAt(images, projectImage(project))}
        alt=""
        sizes={artSizes}
        width={640}
        height={320}
      />
      <div className="project-card__body">
        <ProjectTags categories={project.categories} />
        <h3 id={`${id}-title`} className="project-card__title">
          <Link className="project-card__link" to={projectPagePath(projectSlug(project), language)}>
            {project.title}
          </Link>
        </h3>
        <p className="project-card__meta">
          {placeLine(project, t, i18n.language)} · {yearsLine(project, t)}
        </p>
        <p className="project-card__client">
          <span className="project-card__label">{t('card.client')}:</span> {project.client}
        </p>
        {headline ? (
          <p className="project-card__headline project-result">
            <span className="visually-hidden">{t('card.highlight')}: </span>
            <span className="project-result__figure">{headline.figure}</span>{' '}
            <span className="project-result__label">{headline.label}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}

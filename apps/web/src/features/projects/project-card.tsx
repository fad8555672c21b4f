import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@verdalia/shared';
import images from 'virtual:responsive-images';
import { ChevronDownIcon } from '../../components/ui/icons';
import { imageAt } from '../../components/ui/image-manifest';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { ProjectFacts } from './project-facts';
import { placeLine, yearsLine } from './project-facts-text';
import { ProjectTags } from './project-tags';
import { projectArt } from './projects-state';
import './project-card.css';

/* The card's width (.card-grid): one column up to 652 px, two up to 976 px, then three of at
   most 384 px. */
const artSizes =
  '(min-width: 1264px) 384px, (min-width: 976px) 33vw, (min-width: 652px) 50vw, 100vw';

/**
 * A project: its art, categories, title, where and when, who for, and its headline result;
 * a real button opens the rest (role, funder, every result, what was done), its state in
 * aria-expanded. The prerendered HTML holds the facts too: without a script the button is
 * hidden and the facts stand open (project-card.css).
 */
export function ProjectCard({ project }: { project: Project }) {
  const { t, i18n } = useTranslation('projects');
  const [open, setOpen] = useState(false);
  const id = useId();
  const [headline] = project.results;
  return (
    <article className="project-card" aria-labelledby={`${id}-title`}>
      <ResponsiveImage
        className="project-card__art"
        image={imageAt(images, projectArt(project.id))}
        alt=""
        sizes={artSizes}
        width={640}
        height={320}
      />
      <div className="project-card__body">
        <ProjectTags categories={project.categories} />
        <h3 id={`${id}-title`} className="project-card__title">
          {project.title}
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
        <button
          type="button"
          className="project-card__more needs-script"
          aria-expanded={open}
          aria-controls={`${id}-facts`}
          // The visible words first, then which project (one such button per card).
          aria-label={`${t('card.more')}: ${project.title}`}
          onClick={() => setOpen((value) => !value)}
        >
          {t('card.more')}
          <ChevronDownIcon className="project-card__chevron" width="18" height="18" />
        </button>
        <div id={`${id}-facts`} className="project-card__facts" data-open={open}>
          <ProjectFacts project={project} />
        </div>
      </div>
    </article>
  );
}

import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@verdalia/shared';
import { CategoryFilters } from './category-filters';
import { PrerenderedProjects } from './prerendered-projects';
import { ProjectCard } from './project-card';
import { ALL, categoryFilters, visibleProjects } from './projects-state';
import { StaticProjectList } from './static-project-list';
import { useProjectList } from './use-project-list';
import { Section } from '../../components/ui/section';
import './projects-list.css';

/**
 * The filterable project grid, loaded from /list-<lng>.json in the current language.
 * The prerendered HTML also carries the whole list inside <noscript>: browsers running
 * the script never show it (and hydration leaves it alone), the others read every project.
 */
export function ProjectsList() {
  const { t, i18n } = useTranslation('projects');
  const prerendered = useContext(PrerenderedProjects);
  const { state, select } = useProjectList(toLanguage(i18n.language));
  const filters = categoryFilters(state.projects);
  const shown = visibleProjects(state.projects, state.selected);
  const chosen = filters.find((filter) => filter.key === state.selected);

  let status = '';
  if (state.status === 'loading') status = t('list.loading');
  else if (state.selected === ALL) status = t('list.countAll', { count: shown.length });
  else if (chosen) status = t('list.count', { count: shown.length, category: chosen.name });

  return (
    <Section
      block="projects"
      heading={{ eyebrow: t('list.eyebrow'), title: t('list.title'), hint: t('list.text') }}
    >
      <div className="projects__body">
        {state.status === 'ready' ? (
          <CategoryFilters filters={filters} selected={state.selected} onSelect={select} />
        ) : null}
        <p className="projects__status" role="status" data-busy={state.status === 'loading'}>
          {status}
        </p>

        {state.status === 'ready' && state.selected === null ? (
          <p className="projects__message">{t('list.prompt')}</p>
        ) : null}
        {state.status === 'ready' && state.selected !== null && shown.length === 0 ? (
          <p className="projects__message">{t('list.empty')}</p>
        ) : null}
        {state.status === 'ready' && shown.length > 0 ? (
          <ul className="plain-list card-grid projects__grid">
            {shown.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} selected={state.selected} />
              </li>
            ))}
          </ul>
        ) : null}
        <noscript>{prerendered ? <StaticProjectList projects={prerendered} /> : null}</noscript>
      </div>
    </Section>
  );
}

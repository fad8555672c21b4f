import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { categoryByName, hasSample, toLanguage } from '@verdalia/shared';
import { CategoryFilters } from './category-filters';
import { ProjectCard } from './project-card';
import { ALL, categoryFilters, visibleProjects } from './projects-state';
import { useCategoryFilter } from './use-category-filter';
import { useProjectList } from './use-project-list';
import { Section } from '../../components/ui/section';
import './projects-list.css';

/**
 * Every project of the language, from the first paint: the prerendered HTML holds the whole
 * list (the spec's ALL), and the filters narrow it to the category the address names. The
 * same markup serves every visitor; without a script the filters are hidden. Each card's
 * title links to the project's own page, which holds the rest of its facts.
 */
export function ProjectsList() {
  const { t, i18n } = useTranslation('projects');
  const language = toLanguage(i18n.language);
  const list = useProjectList(language);
  const { selected, select } = useCategoryFilter(language);
  const { pathname, search } = useLocation();

  const heading = { eyebrow: t('list.eyebrow'), title: t('list.title'), hint: t('list.text') };
  if (!list.ok) {
    return (
      <Section block="projects" heading={heading}>
        <p className="projects__message">
          {t('list.failed')} <a href={`${pathname}${search}`}>{t('list.retry')}</a>
        </p>
      </Section>
    );
  }

  const filters = categoryFilters(list.projects, language);
  const shown = visibleProjects(list.projects, selected);
  // The filter's name, or the taxonomy's for a category the list lacks.
  const chosen =
    filters.find((filter) => filter.key === selected)?.name ??
    categoryByName(selected)?.names[language];
  const status =
    selected === ALL || chosen === undefined
      ? t('list.countAll', { count: shown.length })
      : t('list.count', { count: shown.length, category: chosen });

  return (
    <Section block="projects" heading={heading}>
      <CategoryFilters filters={filters} selected={selected} onSelect={select} />
      <p className="projects__status" role="status">
        {status}
      </p>
      {shown.length > 0 ? (
        <ul className="plain-list card-grid projects__grid">
          {shown.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="projects__message">{t('list.empty')}</p>
      )}
      {hasSample(list.projects) ? <p className="projects__note">{t('list.sampleNote')}</p> : null}
    </Section>
  );
}

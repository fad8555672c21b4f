import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { hasSample, toLanguage, type Category } from '@verdalia/shared';
import { CategoryFilters } from './category-filters';
import { ProjectCard } from './project-card';
import { useCategoryName } from '../../i18n/use-category-name';
import { ALL, categoryFilters, visibleProjects } from './projects-state';
import { useProjectList } from './use-project-list';
import { Section } from '../../components/ui/section';
import './projects-list.css';

/**
 * The projects of the language: every one on the projects page (the spec's ALL), only those
 * of `category` on that category's page (category-pages.ts). Each is a page of its own, so
 * the prerendered HTML is already the list the visitor asked for, with or without a script.
 * Each card's title links to the project's own page, which holds the rest of its facts.
 */
export function ProjectsList({ category }: { category?: Category | undefined }) {
  const { t, i18n } = useTranslation('projects');
  const language = toLanguage(i18n.language);
  const list = useProjectList(language);
  const nameOf = useCategoryName();
  const { pathname, search } = useLocation();

  const heading = { eyebrow: t('list.eyebrow'), title: t('list.title'), lead: t('list.text') };
  if (!list.ok) {
    return (
      <Section block="projects" heading={heading}>
        <p className="projects__message">
          {t('list.failed')} <a href={`${pathname}${search}`}>{t('list.retry')}</a>
        </p>
      </Section>
    );
  }

  const selected = category?.id ?? ALL;
  const filters = categoryFilters(list.projects, language, nameOf);
  const shown = visibleProjects(list.projects, selected);
  const status = category
    ? t('list.count', { count: shown.length, category: nameOf(category.id) })
    : t('list.countAll', { count: shown.length });

  return (
    <Section block="projects" heading={heading}>
      <CategoryFilters filters={filters} selected={selected} />
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

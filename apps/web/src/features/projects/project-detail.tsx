import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  categoryByName,
  categoryPagePath,
  pagePath,
  projectAtSlug,
  toLanguage,
  type Language,
  type ListedProject,
} from '@verdalia/shared';
import images from 'virtual:responsive-images';
import { imageAt } from '../../components/ui/image-manifest';
import { PageHero } from '../../components/ui/page-hero';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { countryNames, placeLine, yearsLine } from './project-facts-text';
import { projectImage } from './project-art';
import { useProjectList } from './use-project-list';
import { useCategoryName } from '../../i18n/use-category-name';
import './project-detail.css';
import './project-result.css';

/* The art's width (.project-page__grid): the whole container up to 960 px, then 7 of its 12
   parts (at most about 690 px of the 1200 px container). */
const artSizes = '(min-width: 1264px) 690px, (min-width: 960px) 55vw, 100vw';

/**
 * A project's own page: a breadcrumb back to the list, its title over the site's banner, what
 * was done and its results beside its facts (client, funder, countries, years, role) and its
 * categories, each a link to the list showing that category. `missing` is shown when the
 * language's list has no project at `slug` (the servers answer such an address with the 404
 * page before any script runs; this covers a client-side navigation).
 */
export function ProjectDetail({ slug, missing }: { slug: string; missing: ReactNode }) {
  const { t, i18n } = useTranslation('projects');
  const language = toLanguage(i18n.language);
  const list = useProjectList(language);
  const listPath = pagePath('projects', language);
  if (!list.ok) {
    return (
      <div className="container section">
        <p className="project-page__note">
          {t('list.failed')} <a href={listPath}>{t('list.retry')}</a>
        </p>
      </div>
    );
  }
  const project = projectAtSlug(list.projects, slug);
  if (!project) return missing;
  return (
    <>
      <PageHero
        tone="green"
        before={<Breadcrumb project={project} listPath={listPath} language={language} />}
        eyebrow={t('page.eyebrow')}
        title={project.title}
        lead={`${placeLine(project, t, language)} · ${yearsLine(project, t)}`}
      />
      <section className="section project-page" aria-labelledby="project-page-facts">
        <div className="container project-page__grid">
          <div className="project-page__main">
            <ResponsiveImage
              className="project-page__art"
              image={imageAt(images, projectImage(project))}
              alt=""
              sizes={artSizes}
              width={640}
              height={320}
              loading="eager"
            />
            <p className="project-page__description">{project.description}</p>
            <h2 className="project-page__heading">{t('page.results')}</h2>
            <ul className="plain-list project-page__results">
              {project.results.map((result) => (
                <li key={result.figure} className="project-result">
                  <span className="project-result__figure">{result.figure}</span>{' '}
                  <span className="project-result__label">{result.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="project-page__aside">
            <h2 id="project-page-facts" className="project-page__heading">
              {t('page.facts')}
            </h2>
            <ProjectFacts project={project} />
            <h2 className="project-page__heading">{t('page.categories')}</h2>
            <ul className="plain-list project-page__categories">
              {project.categories.map((name) => (
                <li key={name}>
                  <CategoryLink name={name} language={language} />
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="container project-page__footer">
          <Link className="project-page__back" to={listPath}>
            <span aria-hidden="true">← </span>
            {t('page.back')}
          </Link>
          {project.sample ? <p className="project-page__note">{t('page.sampleNote')}</p> : null}
        </div>
      </section>
    </>
  );
}

function Breadcrumb({
  project,
  listPath,
  language,
}: {
  project: ListedProject;
  listPath: string;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumb" aria-label={t('page.breadcrumb', { ns: 'projects' })}>
      <ol className="plain-list breadcrumb__list">
        <li>
          <Link to={pagePath('home', language)}>{t('nav.home')}</Link>
        </li>
        <li>
          <Link to={listPath}>{t('nav.projects')}</Link>
        </li>
        <li aria-current="page">{project.title}</li>
      </ol>
    </nav>
  );
}

/** The facts a reader of references looks for, as a description list. */
function ProjectFacts({ project }: { project: ListedProject }) {
  const { t, i18n } = useTranslation('projects');
  const countries = countryNames(project, t);
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const facts: [string, string][] = [
    [t('card.client'), project.client],
    ...(project.funder === undefined
      ? []
      : [[t('card.funder'), project.funder] as [string, string]]),
    [t('card.countries', { count: countries.length }), list.format(countries)],
    [t('page.years'), yearsLine(project, t)],
    [t('card.role'), project.role],
  ];
  return (
    <dl className="project-facts">
      {facts.map(([term, value]) => (
        <div key={term} className="project-facts__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A category as a tag that opens the list on it (plain text for a name the taxonomy lacks). */
function CategoryLink({ name, language }: { name: string; language: Language }) {
  const { t } = useTranslation('projects');
  const nameOf = useCategoryName();
  // The content holds a category's id; a visitor reads its name in the page's language.
  const category = categoryByName(name);
  const to = category ? categoryPagePath(category, language) : undefined;
  const label = category ? nameOf(category.id) : name;
  const tone = `project-page__category--${category?.color ?? 'green'}`;
  if (!to) return <span className={`project-page__category ${tone}`}>{label}</span>;
  return (
    <Link
      className={`project-page__category ${tone}`}
      to={to}
      aria-label={t('page.categoryLink', { category: label })}
    >
      {label}
    </Link>
  );
}

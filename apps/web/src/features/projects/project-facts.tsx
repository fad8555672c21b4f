import { useTranslation } from 'react-i18next';
import type { Project } from '@verdalia/shared';
import { countryNames, yearsLine } from './project-facts-text';

/** Everything the list says of a project, as a description list (the card's expanded view). */
export function ProjectFacts({ project }: { project: Project }) {
  const { t, i18n } = useTranslation('projects');
  const countries = countryNames(project, t);
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (
    <dl className="project-facts">
      <div className="project-facts__row">
        <dt>{t('card.client')}</dt>
        <dd>{project.client}</dd>
      </div>
      {project.funder === undefined ? null : (
        <div className="project-facts__row">
          <dt>{t('card.funder')}</dt>
          <dd>{project.funder}</dd>
        </div>
      )}
      <div className="project-facts__row">
        <dt>{t('card.countries', { count: countries.length })}</dt>
        <dd>{list.format(countries)}</dd>
      </div>
      <div className="project-facts__row">
        <dt>{t('card.years')}</dt>
        <dd>{yearsLine(project, t)}</dd>
      </div>
      <div className="project-facts__row">
        <dt>{t('card.role')}</dt>
        <dd>{project.role}</dd>
      </div>
      <div className="project-facts__row project-facts__row--wide">
        <dt>{t('card.results')}</dt>
        <dd>
          <ul className="plain-list project-facts__results">
            {project.results.map((result) => (
              <li key={result.figure} className="project-result">
                <span className="project-result__figure">{result.figure}</span>{' '}
                <span className="project-result__label">{result.label}</span>
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div className="project-facts__row project-facts__row--wide">
        <dt>{t('card.description')}</dt>
        <dd>{project.description}</dd>
      </div>
    </dl>
  );
}

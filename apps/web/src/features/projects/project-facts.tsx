import { useTranslation } from 'react-i18next';
import type { Project } from '@verdalia/shared';
import { countryNames, namesCountries } from './project-facts-text';

/**
 * The rest of what the list says of a project, as a description list (the card's expanded
 * view): the countries when the card only counts them, the funder, the firm's role, the
 * results after the headline one and what was done. Client, place, years and the headline
 * result stand on the card itself.
 */
export function ProjectFacts({ project }: { project: Project }) {
  const { t, i18n } = useTranslation('projects');
  const countries = countryNames(project, t);
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  // The first result stands on the card.
  const further = project.results.slice(1);
  return (
    <dl className="project-facts">
      {namesCountries(project) ? null : (
        <div className="project-facts__row">
          <dt>{t('card.countries', { count: countries.length })}</dt>
          <dd>{list.format(countries)}</dd>
        </div>
      )}
      {project.funder === undefined ? null : (
        <div className="project-facts__row">
          <dt>{t('card.funder')}</dt>
          <dd>{project.funder}</dd>
        </div>
      )}
      <div className="project-facts__row">
        <dt>{t('card.role')}</dt>
        <dd>{project.role}</dd>
      </div>
      {further.length === 0 ? null : (
        <div className="project-facts__row">
          <dt>{t('card.moreResults', { count: further.length })}</dt>
          <dd>
            <ul className="plain-list project-facts__results">
              {further.map((result) => (
                <li key={result.figure} className="project-result">
                  <span className="project-result__figure">{result.figure}</span>{' '}
                  <span className="project-result__label">{result.label}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      <div className="project-facts__row">
        <dt>{t('card.description')}</dt>
        <dd>{project.description}</dd>
      </div>
    </dl>
  );
}

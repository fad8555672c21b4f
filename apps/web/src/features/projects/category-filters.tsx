import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePath, toLanguage } from '@verdalia/shared';
import { ALL, type CategoryFilter } from './projects-state';
import './category-filters.css';

/**
 * ALL plus one link per category, each to the page that shows it (the projects page, or the
 * category's own: category-pages.ts); the chosen one is the current page. Plain links: they
 * work from the first paint, with or without a script, and Back and Forward step through the
 * choices as through any pages.
 */
export function CategoryFilters({
  filters,
  selected,
}: {
  filters: readonly CategoryFilter[];
  selected: string;
}) {
  const { t, i18n } = useTranslation('projects');
  const options = [
    {
      key: ALL,
      name: t('list.all'),
      color: 'neutral',
      path: pagePath('projects', toLanguage(i18n.language)),
    },
    ...filters,
  ];
  return (
    <nav className="category-filters" aria-label={t('list.filtersLabel')}>
      <ul className="plain-list category-filters__list">
        {options.map((option) => (
          <li key={option.key}>
            <Link
              className={`category-filter category-filter--${option.color}`}
              data-color={option.color}
              data-key={option.key}
              to={option.path}
              aria-current={selected === option.key ? 'page' : undefined}
              preventScrollReset
            >
              {option.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

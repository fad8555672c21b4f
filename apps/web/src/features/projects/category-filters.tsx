import { useTranslation } from 'react-i18next';
import { ALL, type CategoryFilter } from './projects-state';
import './category-filters.css';

/**
 * ALL plus one toggle per category; the chosen one is pressed. Choosing changes the address
 * (use-category-filter.ts); without a script they could do nothing, so they are not shown.
 */
export function CategoryFilters({
  filters,
  selected,
  onSelect,
}: {
  filters: readonly CategoryFilter[];
  selected: string;
  onSelect: (key: string) => void;
}) {
  const { t } = useTranslation('projects');
  const options = [
    { key: ALL, name: t('list.all'), color: 'neutral' },
    ...filters.map(({ key, name, color }) => ({ key, name, color })),
  ];
  return (
    <div className="category-filters needs-script" role="group" aria-label={t('list.filtersLabel')}>
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          className={`category-filter category-filter--${option.color}`}
          data-color={option.color}
          data-key={option.key}
          aria-pressed={selected === option.key}
          onClick={() => onSelect(option.key)}
        >
          {option.name}
        </button>
      ))}
    </div>
  );
}

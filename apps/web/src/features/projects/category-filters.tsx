import { useTranslation } from 'react-i18next';
import { ALL, type CategoryFilter } from './projects-state';
import './category-filters.css';

/** ALL plus one toggle per category; the chosen one is pressed. */
export function CategoryFilters({
  filters,
  selected,
  onSelect,
}: {
  filters: readonly CategoryFilter[];
  selected: string | null;
  onSelect: (key: string) => void;
}) {
  const { t } = useTranslation('projects');
  const options = [
    { key: ALL, name: t('list.all'), color: 'neutral' },
    ...filters.map(({ key, name, color }) => ({ key, name, color })),
  ];
  return (
    <div className="category-filters" role="group" aria-label={t('list.filtersLabel')}>
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

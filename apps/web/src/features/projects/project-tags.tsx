import { useTranslation } from 'react-i18next';
import { categoryByName } from '@verdalia/shared';

/** A project's categories as coloured tags (blue or green, as the taxonomy says). */
export function ProjectTags({ categories }: { categories: readonly string[] }) {
  const { t } = useTranslation('projects');
  return (
    <ul className="plain-list project-card__tags" aria-label={t('list.tagsLabel')}>
      {categories.map((name) => (
        <li
          key={name}
          className={`project-card__tag project-card__tag--${categoryByName(name)?.color ?? 'green'}`}
        >
          {name}
        </li>
      ))}
    </ul>
  );
}

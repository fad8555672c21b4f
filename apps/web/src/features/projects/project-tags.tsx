import { useTranslation } from 'react-i18next';
import { categoryById } from '@verdalia/shared';
import { useCategoryName } from '../../i18n/use-category-name';

/**
 * A project's categories (their ids) as coloured tags named in the page's language (blue or
 * green, as the taxonomy says).
 */
export function ProjectTags({ categories }: { categories: readonly string[] }) {
  const { t } = useTranslation('projects');
  const nameOf = useCategoryName();
  return (
    <ul className="plain-list project-card__tags" aria-label={t('list.tagsLabel')}>
      {categories.map((id) => {
        const category = categoryById(id);
        return (
          <li
            key={id}
            className={`project-card__tag project-card__tag--${category?.color ?? 'green'}`}
          >
            {category ? nameOf(category.id) : id}
          </li>
        );
      })}
    </ul>
  );
}

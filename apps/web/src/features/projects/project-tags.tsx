import { useTranslation } from 'react-i18next';
import { categoryByName, toLanguage } from '@verdalia/shared';

/**
 * A project's categories (their ids) as coloured tags named in the page's language (blue or
 * green, as the taxonomy says).
 */
export function ProjectTags({ categories }: { categories: readonly string[] }) {
  const { t, i18n } = useTranslation('projects');
  const language = toLanguage(i18n.language);
  return (
    <ul className="plain-list project-card__tags" aria-label={t('list.tagsLabel')}>
      {categories.map((id) => {
        const category = categoryByName(id);
        return (
          <li
            key={id}
            className={`project-card__tag project-card__tag--${category?.color ?? 'green'}`}
          >
            {category?.names[language] ?? id}
          </li>
        );
      })}
    </ul>
  );
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryId } from '@verdalia/shared';

/**
 * A category's name in the page's language: its one name, as staff edit it
 * (content/pages/<lng>/common.json, `categories`), wherever the site names the category.
 */
export function useCategoryName(): (id: CategoryId) => string {
  const { t } = useTranslation('common');
  return useCallback((id: CategoryId) => t(`categories.${id}`), [t]);
}

import esCommon from '@verdalia/content/pages/es/common.json' with { type: 'json' };
import enCommon from '@verdalia/content/pages/en/common.json' with { type: 'json' };
import ptCommon from '@verdalia/content/pages/pt/common.json' with { type: 'json' };
import type { CategoryId } from './categories.js';
import type { Language } from './languages.js';

/**
 * Each category's one name in each language, as staff edit it (content/pages/<lng>/common.json,
 * `categories`), for what reads the names outside the web app's texts (the CMS's labels, the
 * tests). Typed by the ids: a category without a name in a language does not compile. Apart
 * from categories.ts, which the browser's code imports: the web app reads the names as texts.
 */
export const categoryNames: Readonly<Record<Language, Readonly<Record<CategoryId, string>>>> = {
  es: esCommon.categories,
  en: enCommon.categories,
  pt: ptCommon.categories,
};

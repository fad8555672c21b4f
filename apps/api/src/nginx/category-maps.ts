import {
  categories,
  categoryAddressPattern,
  categoryPageAddresses,
  categoryPagePath,
  categoryValuePattern,
  legacyCategoryParams,
  languages,
  type Language,
} from '@verdalia/shared';
import { escapeRegExp, map, quote } from './nginx-syntax.js';

/** The variable holding the projects page's old-link target in a language (`?categoria=`). */
export const legacyCategoryTarget = (language: Language) => `$verdalia_category_in_${language}`;

/** The query an old link keeps once its category is read (legacyCategory's rest), "?" first. */
export const legacyCategoryRest = '$verdalia_category_rest';

/** A pattern of the shared package (^…$) inside another. */
const inner = (pattern: string) => pattern.slice(1, -1);

/**
 * The categories' pages (packages/shared/src/category-pages.ts) as nginx maps, from the same
 * patterns as the shared rule (resolveAddress): another spelling of a category's page is a 301
 * to its address, the query kept; and the projects page asked with an old link's category
 * (`/proyectos?categoria=finanzas_sociales`) a 301 to that category's page, the other
 * parameters kept byte for byte (legacyCategory).
 */
export function categoryMaps(): string[] {
  const address = map('$uri', 'verdalia_category_address', [
    ...languages.flatMap((language) =>
      categories.map((category): [string, string] => [
        quote(`~*${categoryAddressPattern(language, category)}`),
        quote(categoryPagePath(category, language)),
      ]),
    ),
    ['default', '""'],
  ]);
  const redirect = map('$verdalia_category_address|$uri', 'verdalia_category_redirect', [
    [quote('~^\\|'), '""'],
    [quote('~^(?<verdalia_category_self>[^|]+)\\|(?P=verdalia_category_self)$'), '""'],
    ['default', quote('$verdalia_category_address$is_args$args')],
  ]);
  // The first parameter named as a category parameter (in any case) whose value names a
  // category: the lazy optional prefix tries the earliest first. What comes before keeps its
  // trailing "&", what comes after its leading one, so the rest can be joined as
  // legacyCategory joins it.
  const names = `(?:${legacyCategoryParams.map(escapeRegExp).join('|')})`;
  const legacy = map('$args', 'verdalia_category_value', [
    [
      quote(
        `~*^(?<verdalia_category_before>(?:.*?&)??)${names}=(?<verdalia_category_named>${inner(categoryValuePattern())})(?<verdalia_category_after>(?:&.*)?)$`,
      ),
      '$verdalia_category_named',
    ],
    ['default', '""'],
  ]);
  // Keyed by the category's image name, short and unique (the ids outgrow nginx's default
  // map_hash_bucket_size).
  const key = map('$verdalia_category_value', 'verdalia_category_key', [
    ...categories.map((category): [string, string] => [
      quote(`~*${categoryValuePattern(category)}`),
      quote(category.image),
    ]),
    ['default', '""'],
  ]);
  const targets = languages.map((language) =>
    map('$verdalia_category_key', legacyCategoryTarget(language).slice(1), [
      ...categories.map((category): [string, string] => [
        quote(category.image),
        quote(categoryPagePath(category, language)),
      ]),
      ['default', '""'],
    ]),
  );
  const rest = map(
    '$verdalia_category_before|$verdalia_category_after',
    legacyCategoryRest.slice(1),
    [
      ['"|"', '""'],
      ['"|&"', '""'],
      ['"&|"', '""'],
      [quote('~^\\|&(?<verdalia_category_t1>.+)$'), quote('?$verdalia_category_t1')],
      [quote('~^(?<verdalia_category_h1>.+)&\\|$'), quote('?$verdalia_category_h1')],
      [
        quote('~^(?<verdalia_category_h2>.*)&\\|&(?<verdalia_category_t2>.*)$'),
        quote('?$verdalia_category_h2&$verdalia_category_t2'),
      ],
      ['default', '""'],
    ],
  );
  return [address, redirect, legacy, key, ...targets, rest];
}

/** Each category's page at its address: its file (nginx matches exact locations first). */
export function categoryLocations(): string {
  return categoryPageAddresses
    .map((page) => `location = ${page.path} { rewrite ^ /${page.file} break; }`)
    .join('\n');
}

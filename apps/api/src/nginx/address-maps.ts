import {
  addressPattern,
  fallbackLanguage,
  languages,
  legacyLanguageParam,
  notFoundFile,
  notFoundPattern,
  pageAddresses,
  pagePath,
  pages,
} from '@verdalia/shared';
import { legacyCategoryRest, legacyCategoryTarget } from './category-maps.js';
import { map, quote } from './nginx-syntax.js';

/**
 * The address rule of packages/shared/src/addresses.ts (resolveAddress) as nginx maps, made
 * from the same table and the same patterns, so nginx answers every path as the embedded
 * server does: a page's address is its file (its own location, pageLocations below); another
 * spelling of a page, or an old `?lng=` link, a 301 to its one address (other parameters
 * kept); anything else the 404 page of the path's language. nginx matches a map's plain
 * strings in any case (it lowers both sides): where case matters, a pattern or an exact
 * location decides.
 */
export function addressMaps(): string[] {
  // Which page (and the language of its prefix) a path spells, in any case: "about es". The
  // addresses themselves first, as plain strings, found in a hash before any pattern is tried.
  const spellings = map('$uri', 'verdalia_page', [
    ...pageAddresses.map((address): [string, string] => [
      quote(address.path),
      quote(`${address.page} ${address.language}`),
    ]),
    ...languages.flatMap((language) =>
      pages.map((page): [string, string] => [
        quote(`~*${addressPattern(page, language)}`),
        quote(`${page.id} ${language}`),
      ]),
    ),
    ['default', '""'],
  ]);
  // The language an old link names: its first lng parameter (nginx's $arg_lng: name and value
  // in any case, as legacyLanguage reads them), when it is one of ours.
  const asked = map(`$arg_${legacyLanguageParam}`, 'verdalia_lng', [
    ...languages.map((language): [string, string] => [language, language]),
    ['default', '""'],
  ]);
  // The page's address in the language asked, else in its prefix's.
  const target = map('$verdalia_page|$verdalia_lng', 'verdalia_address', [
    ...languages.flatMap((prefixLanguage) =>
      pages.flatMap((page) =>
        [undefined, ...languages].map((lng): [string, string] => [
          quote(`${page.id} ${prefixLanguage}|${lng ?? ''}`),
          quote(pagePath(page.id, lng ?? prefixLanguage)),
        ]),
      ),
    ),
    ['default', '""'],
  ]);
  // The query without its first lng parameter (legacyLanguage's rest), "?" first if any.
  const param = `${legacyLanguageParam}=[^&]*`;
  const withoutLanguage = map('$args', 'verdalia_args_without_lng', [
    [quote(`~*^${param}&?$`), '""'],
    [quote(`~*^${param}&(?<verdalia_after>.+)$`), quote('?$verdalia_after')],
    [
      quote(`~*^(?<verdalia_before>.*?)&${param}&(?<verdalia_after>.*)$`),
      quote('?$verdalia_before&$verdalia_after'),
    ],
    [quote(`~*^(?<verdalia_before>.*?)&${param}$`), quote('?$verdalia_before')],
    ['default', quote('$is_args$args')],
  ]);
  const query = map('$verdalia_lng', 'verdalia_query', [
    ['""', quote('$is_args$args')],
    ['default', '$verdalia_args_without_lng'],
  ]);
  // Outside the pages' own locations: redirected wherever a page is named (the pattern that
  // compares the path with the address, case and all, is a guard: those locations come first).
  const redirect = map('$verdalia_address|$verdalia_lng|$uri', 'verdalia_redirect', [
    [quote('~^\\|'), '""'],
    [quote('~^(?<verdalia_self>[^|]+)\\|\\|(?P=verdalia_self)$'), '""'],
    ['default', quote('$verdalia_address$verdalia_query')],
  ]);
  const notFound = map('$uri', 'verdalia_not_found', [
    ...languages.flatMap((language): [string, string][] => {
      const pattern = notFoundPattern(language);
      return pattern ? [[quote(`~*${pattern}`), quote(`/${notFoundFile(language)}`)]] : [];
    }),
    ['default', quote(`/${notFoundFile(fallbackLanguage)}`)],
  ]);
  return [spellings, asked, target, withoutLanguage, query, redirect, notFound];
}

/**
 * One exact location per address (nginx matches those first, in their case): its file, or the
 * redirect of an old `?lng=` link, or on the projects page of an old link's category
 * (`?categoria=`, category-maps.ts). The common request, a page at its address, costs a lookup
 * and no pattern.
 */
export function pageLocations(): string {
  return pageAddresses
    .map((address) => {
      const category = legacyCategoryTarget(address.language);
      const legacy =
        address.page === 'projects'
          ? `\n    if (${category}) { return 301 ${category}${legacyCategoryRest}; }`
          : '';
      return `location = ${address.path} {
    if ($verdalia_lng) { return 301 $verdalia_address$verdalia_query; }${legacy}
    rewrite ^ /${address.file} break;
}`;
    })
    .join('\n');
}

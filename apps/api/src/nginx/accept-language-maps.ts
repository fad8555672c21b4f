import { languages } from '@verdalia/shared';

/**
 * nginx maps that pick the visitor's preferred language among ours from Accept-Language,
 * honouring q-values as the API's negotiator does: each language's weight is that of its
 * first tag ("en" or "en-GB"), the highest weight wins, a tie goes to the language listed
 * first, q=0 means "not acceptable". The result is $verdalia_lng_accept ("" when none).
 *
 * nginx has no arithmetic, so each weight becomes four digits (q=0.5 → 0500) plus a fifth
 * for "listed first", and two keys are compared by regex: the first differing digit decides.
 */
export function acceptLanguageMaps(): string {
  const lines: string[] = [];
  const map = (source: string, target: string, entries: [string, string][]) => {
    lines.push(`map "${source}" $${target} {`);
    for (const [match, value] of entries) lines.push(`  ${match} ${value};`);
    lines.push('}');
  };
  // Which of our languages the header lists first (the leftmost match wins).
  map('$http_accept_language', 'verdalia_al_first', [
    [`"~*(?:^|,)\\s*(?<first>${languages.join('|')})(?:-[a-z0-9]+)*\\s*(?:[;,]|$)"`, '$first'],
    ['default', '""'],
  ]);
  for (const language of languages) {
    // "q" alone: listed without a weight (1); "q0.5": listed with one; "": not listed.
    map('$http_accept_language', `verdalia_al_raw_${language}`, [
      [
        `"~*(?:^|,)\\s*${language}(?:-[a-z0-9]+)*\\s*(?:;\\s*q\\s*=\\s*(?<q_${language}>[0-9.]+))?\\s*(?:,|$)"`,
        `q$q_${language}`,
      ],
      ['default', '""'],
    ]);
    map(`$verdalia_al_raw_${language}`, `verdalia_al_weight_${language}`, [
      ['q', '1000'],
      ['"~^q1(?:\\.0*)?$"', '1000'],
      [
        `"~^q0?\\.(?<a_${language}>\\d)(?<b_${language}>\\d)(?<c_${language}>\\d)"`,
        `0\${a_${language}}\${b_${language}}\${c_${language}}`,
      ],
      [
        `"~^q0?\\.(?<a_${language}>\\d)(?<b_${language}>\\d)$"`,
        `0\${a_${language}}\${b_${language}}0`,
      ],
      [`"~^q0?\\.(?<a_${language}>\\d)$"`, `0\${a_${language}}00`],
      ['default', '0000'],
    ]);
    map('$verdalia_al_first', `verdalia_al_first_${language}`, [
      [language, '1'],
      ['default', '0'],
    ]);
  }
  const key = (language: string) => `$verdalia_al_weight_${language}$verdalia_al_first_${language}`;
  // "left:right" where left ≥ right, for two keys of the same length.
  const greater = Array.from({ length: 9 }, (_, index) => {
    const digit = 9 - index;
    return `${digit}\\d*:\\k<same>[0-${digit - 1}]`;
  });
  const atLeast = `"~^(?:(?<same>\\d*)(?:${greater.join('|')})|(?<equal>\\d+):\\k<equal>$)"`;
  const [first, second, third] = languages;
  map(`${key(first)}:${key(second)}`, 'verdalia_al_pair_language', [
    [atLeast, first],
    ['default', second],
  ]);
  map(`${key(first)}:${key(second)}`, 'verdalia_al_pair_key', [
    [atLeast, key(first)],
    ['default', key(second)],
  ]);
  map(`$verdalia_al_pair_key:${key(third)}`, 'verdalia_al_best_language', [
    [atLeast, '$verdalia_al_pair_language'],
    ['default', third],
  ]);
  map(`$verdalia_al_pair_key:${key(third)}`, 'verdalia_al_best_key', [
    [atLeast, '$verdalia_al_pair_key'],
    ['default', key(third)],
  ]);
  // Every weight 0: none of ours is acceptable.
  map('$verdalia_al_best_key', 'verdalia_lng_accept', [
    ['"~^0000"', '""'],
    ['default', '$verdalia_al_best_language'],
  ]);
  return lines.join('\n');
}

/** What production code must never import: tooling/ and scripts/ are development-only. */
const developmentOnly = [
  {
    regex: '^@verdalia/(?:smtp-sink|compose-tools|eslint-config|tsconfig|test-files)(?:/|$)',
    message: 'Production code never imports tooling/ (development-only).',
  },
  {
    regex: '(?:^|/)(?:tooling|scripts)/',
    message: 'Production code never imports tooling/ or scripts/ (development-only).',
  },
];

/**
 * The rule for a package's production code (src/, tests aside): it never imports tooling/ (the
 * shared configs, the SMTP sink, the compose stand-ins) nor the repository's scripts/, which
 * no production image holds. A package adds its own forbidden imports as further patterns
 * (no-restricted-imports takes one list per file: a later block would replace this one's).
 */
export function productionCode(...patterns) {
  return {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...developmentOnly, ...patterns] }],
    },
  };
}

export default productionCode;

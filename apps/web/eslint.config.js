import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { productionCode } from '@verdalia/eslint-config/production';
import react from '@verdalia/eslint-config/react';

const featuresDir = new URL('./src/features/', import.meta.url);
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers import one way, as in bulletproof-react: app → features → components (and the
 * shared folders: hooks, i18n, config, styles); a feature never imports another feature (what
 * two features share moves to components/ or hooks/), and no module takes part in a cycle.
 */
export default [
  ...react,
  productionCode(),
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The modules a rule follows (no-cycle walks the graph) are TypeScript, read by its parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.d.ts'] }),
      ],
    },
    rules: {
      // import-x skips type-only imports here (its rule's own choice, not an option), so a cycle
      // made only of `import type` goes unreported: keep types with the module that owns them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message:
                'A feature does not import another feature: move what both need to components/ or hooks/.',
            })),
            {
              target: ['./src/features', './src/components'],
              from: './src/app',
              message: 'features/ and components/ must not import from app/.',
            },
            {
              target: './src/components',
              from: './src/features',
              message: 'components/ must not import from features/.',
            },
            {
              target: ['./src/hooks', './src/i18n', './src/config'],
              from: ['./src/app', './src/features', './src/components'],
              message: 'hooks/, i18n/ and config/ sit below every layer that uses them.',
            },
          ],
        },
      ],
    },
  },
];

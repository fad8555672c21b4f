import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import base from '@verdalia/eslint-config/base';
import { productionCode } from '@verdalia/eslint-config/production';

/**
 * The API's layers, top to bottom. A module imports only from the layers below its own, and
 * the folders of one layer do not import each other. The README's "Layout and the dependency
 * rule" says the same in words.
 */
const layers = [
  // Entry points: nothing imports them.
  ['server.ts', 'cli', 'nginx'],
  // The application: registers the plugins and the routes.
  ['app.ts'],
  // Fastify's parts, as in fastify/demo: plugins/external wrap libraries, plugins/app are ours.
  ['plugins/app', 'plugins/external', 'routes'],
  // The form's steps the route runs.
  ['contact', 'captcha'],
  // What those steps use: the attachment checks, the durable outbox, the built site's files.
  ['attachments', 'outbox', 'site'],
  ['mail'],
  // Helpers that know HTTP or the file system, not the product.
  ['http', 'fs'],
  ['config', 'locales'],
  ['net', 'errors'],
];

// A folder or file no layer names would escape the rule: say so instead of passing silently.
const srcDir = new URL('./src/', import.meta.url);
const entries = readdirSync(srcDir, { withFileTypes: true })
  .filter((entry) => !entry.name.endsWith('.test.ts'))
  .flatMap((entry) =>
    entry.name === 'plugins'
      ? readdirSync(new URL('plugins/', srcDir)).map((name) => `plugins/${name}`)
      : [entry.name],
  );
const unlayered = entries.filter((entry) => !layers.flat().includes(entry));
if (unlayered.length > 0) {
  throw new Error(`apps/api/eslint.config.js: no layer holds src/${unlayered.join(', src/')}`);
}

const src = (entry) => `./src/${entry}`;
const zones = layers.flatMap((layer, index) =>
  layer.map((entry) => ({
    target: src(entry),
    from: [...layers.slice(0, index).flat(), ...layer.filter((other) => other !== entry)].map(src),
    message: `src/${entry} imports only from the layers below it (apps/api/eslint.config.js).`,
  })),
);

/**
 * Plugins and routes are given what they use as options (app.ts): Fastify's instance carries
 * no domain service, so each dependency is an import or an argument the rules above can see.
 */
const noDecoratedServices = {
  files: ['src/**/*.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "TSModuleDeclaration[id.value='fastify']",
        message:
          "No domain service is declared on Fastify's instance: pass it to the plugin or route as an option (app.ts).",
      },
      {
        selector: "CallExpression[callee.property.name='decorate']",
        message:
          "No domain service is decorated on Fastify's instance: pass it to the plugin or route as an option (app.ts).",
      },
    ],
  },
};

/**
 * A route reaches the outbox, the mail transport, the config's loading and the app's plugins
 * only through its arguments: from those modules it imports types, never values (what it
 * could construct or load for itself).
 */
const routesTakeTheirServices = {
  files: ['src/routes/**/*.ts'],
  ignores: ['src/**/*.test.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '**/outbox/*',
              '**/mail/*',
              '**/plugins/**',
              '**/config/config.js',
              '**/app.js',
            ],
            allowTypeImports: true,
            message:
              'A route gets the outbox, the delivery worker, the intake and the config as arguments (app.ts): import their types only.',
          },
        ],
      },
    ],
  },
};

export default [
  ...base,
  productionCode(),
  {
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      // Imports name the emitted .js; the resolver finds the .ts source, as TypeScript does.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: {
      // import-x skips type-only imports here (its rule's own choice, not an option), so a cycle
      // made only of `import type` goes unreported: keep types with the module that owns them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: zones.filter((zone) => zone.from.length) },
      ],
    },
  },
  noDecoratedServices,
  routesTakeTheirServices,
];

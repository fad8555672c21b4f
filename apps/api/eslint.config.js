import base from '@verdalia/eslint-config/base';

/** The API's folders that hold what the service does; config/ sits below all of them. */
const domainFolders = [
  'attachments',
  'captcha',
  'cli',
  'contact',
  'http',
  'mail',
  'nginx',
  'outbox',
  'plugins',
  'routes',
  'site',
];

export default [
  ...base,
  {
    // Config is parsed once and read by every module: it knows none of them (the values it
    // shares with them, such as the retention periods, live in config/ and they import them).
    files: ['src/config/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: domainFolders.map((folder) => `../${folder}/*`),
              message:
                'config/ knows no domain module: move the value into config/ (or errors/, net/) and import it from there.',
            },
          ],
        },
      ],
    },
  },
];

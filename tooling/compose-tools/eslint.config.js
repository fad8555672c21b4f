import base from '@verdalia/eslint-config/base';

export default [
  ...base,
  {
    // src/ holds the services the compose images run (tooling/compose-tools/Dockerfile copies
    // src/ only); check/ is the runner of npm run test:compose, which uses them from outside.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(?:^|/)check/',
              message:
                'The services (src/) never import the compose check (check/): it is not in their images.',
            },
          ],
        },
      ],
    },
  },
];

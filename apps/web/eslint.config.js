import react from '@verdalia/eslint-config/react';

export default [
  ...react,
  {
    // One direction of dependency: features and components never import from the app layer.
    files: ['src/features/**', 'src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '../app/*', '../../app/*'],
              message: 'features/ and components/ must not import from app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/features/**'],
              message: 'components/ must not import from app/ or features/.',
            },
          ],
        },
      ],
    },
  },
];

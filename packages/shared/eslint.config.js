import base from '@verdalia/eslint-config/base';
import { productionCode } from '@verdalia/eslint-config/production';

export default [
  ...base,
  productionCode({
    regex: '^@verdalia/(?:api|web)(?:/|$)|(?:^|/)apps/',
    message: 'packages/shared knows neither app: the contract belongs here.',
  }),
];

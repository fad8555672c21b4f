import base from '@verdalia/eslint-config/base';
import { productionCode } from '@verdalia/eslint-config/production';

export default [
  ...base,
  productionCode({
    regex: '^@verdalia/(?:api|web)(?:/|$)|(?:^|/)apps/',
    message: 'The checker knows neither app: apps/api calls it, never the reverse.',
  }),
];

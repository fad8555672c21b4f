import base from '@verdalia/eslint-config/base';

export default base;

import base from '@verdalia/eslint-config/base';
import { productionCode } from '@verdalia/eslint-config/production';

export default [...base, productionCode(), { ignores: ['dist/**', 'public/config.json'] }];

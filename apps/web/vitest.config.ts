import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { toAppConfig, webEnvSchema } from './src/config/env-schema';

export default defineConfig({
  plugins: [react()],
  define: { __APP_CONFIG__: JSON.stringify(toAppConfig(webEnvSchema.parse({}))) },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The services' own tests (real servers on 127.0.0.1); check/ runs against Docker only.
    include: ['src/**/*.test.ts'],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Hang guards, not expected durations: the corpora fetch and build real documents, on a
    // machine shared with other test runs.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

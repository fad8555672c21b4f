import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Hang guards, not expected durations: these tests start servers, spawn the CLI and wait
    // for fsyncs, and CI runs them beside the browser tests on two cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

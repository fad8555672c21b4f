import { defineConfig } from 'vitest/config';

// Two projects, so that the test script can run them apart (package.json): `unit`, the
// modules next to their code, quick and light; `server`, the tests in test/ that start real
// servers, an SMTP server, clamd and document programs, which keep a small machine's cores
// busy and so run apart from the browser tests (scripts/test.sh). `vitest run` runs both.
// `pnpm test:server` runs as many files at a time as there are cores (`--maxWorkers=100%`, where
// vitest's default leaves one core free): its tests wait on the processes, sockets and fsyncs
// they start, and a second file fills those waits (345 s → 270 s on 2 cores, docs/testing.md).
export default defineConfig({
  test: {
    // Hang guards, not expected durations: these tests start servers, spawn the CLI and wait
    // for fsyncs, on whatever machine runs them.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/**/*.test.ts'],
          // A test here starts processes (the server, the CLI, LibreOffice) one after another;
          // on 2 cores at a load of 40 some took over 120 s.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});

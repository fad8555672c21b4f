import { defineConfig } from 'vitest/config';

// `unit`: the modules next to their code (git and the host script on temporary folders, the
// workflow files); `server`: test/, the pipeline end to end (a bare repository, the site's
// build, rsync, a real nginx and an SMTP server), run with the other server tests.
export default defineConfig({
  test: {
    // Hang guards, not expected durations: these tests start git, bash and rsync.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/**/*.test.ts'],
          // Two builds of the site and one of the CMS admin, on a busy 2-core machine.
          testTimeout: 900_000,
          hookTimeout: 900_000,
        },
      },
    ],
  },
});

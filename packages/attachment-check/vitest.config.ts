import { defineConfig } from 'vitest/config';

// Two projects, run apart (package.json): `unit`, the modules next to their code (seconds);
// `documents`, the tests in test/ that judge documents made by real programs (Chromium,
// pandoc, LibreOffice, AbiWord...), the real-document corpus fetched from Debian and mutated
// real files, against checkFile. The second needs those programs and keeps a small machine's
// cores busy, so the full suite runs it with the heavy tasks (`test:documents`).
export default defineConfig({
  test: {
    // Hang guards, not expected durations: the corpora fetch and build real documents, on a
    // machine shared with other test runs.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'documents',
          include: ['test/**/*.test.ts'],
          // Making the real documents and fetching the corpus take minutes on a loaded machine.
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});

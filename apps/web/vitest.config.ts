import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import path from 'node:path';
import { contentFiles } from './scripts/content/content-files.ts';
import { imageCacheDir, imageFolders } from './scripts/images/folders.ts';
import { responsiveImages } from './scripts/images/vite-plugin.ts';
import { toAppConfig, webEnvSchema } from './src/config/env-schema.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  // The pages' content and images as the build gives them: content/'s lists and the originals
  // of content/images.
  plugins: [
    react(),
    contentFiles(),
    responsiveImages(imageFolders(repoRoot), imageCacheDir(repoRoot)),
  ],
  define: { __APP_CONFIG__: JSON.stringify(toAppConfig(webEnvSchema.parse({}))) },
  test: {
    // Plain Node by default: setting up jsdom costs about a second per file, so only the
    // files that render or touch the document ask for it (`// @vitest-environment jsdom`).
    environment: 'node',
    // One worker runs many files instead of one process per file (about 0.3-0.4 s of start-up
    // each). The files share no state: each restores its mocks, timers and globals.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
  },
});

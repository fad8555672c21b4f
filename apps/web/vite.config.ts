import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { toAppConfig, webEnvSchema } from './src/config/env-schema';

const repoRoot = path.resolve(import.meta.dirname, '../..');
// Build output folder; parallel builds (several checkouts' worth of work) can use their own.
const outRoot = process.env.WEB_BUILD_DIR ?? 'dist';

export default defineConfig(({ mode, isSsrBuild }) => {
  // The one place the web app reads its environment; everything else imports appConfig.
  const env = webEnvSchema.parse({ ...loadEnv(mode, repoRoot, ''), ...process.env });
  return {
    plugins: [react()],
    envDir: repoRoot,
    define: { __APP_CONFIG__: JSON.stringify(toAppConfig(env)) },
    build: {
      outDir: isSsrBuild ? `${outRoot}/server` : `${outRoot}/client`,
      emptyOutDir: true,
      copyPublicDir: !isSsrBuild,
      manifest: !isSsrBuild,
      cssCodeSplit: false,
      target: 'es2022',
      assetsInlineLimit: 0,
    },
    server: {
      proxy: { '/send-email.php': 'http://localhost:3000' },
    },
  };
});

import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { toAppConfig, webEnvSchema } from './src/config/env-schema';

const repoRoot = path.resolve(import.meta.dirname, '../..');
// Build output folder; parallel builds (several checkouts' worth of work) can use their own.
const outRoot = process.env.WEB_BUILD_DIR ?? 'dist';
const frameworkPackages =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/;
// The frame (layout, i18n, config, shared UI) and the shared package's routing data.
// Pages, features and texts are not listed: they stay in their own lazy chunks. The entry
// module stays out too: pulled into a group it is no longer executed as the entry.
const frameModules =
  /[\\/]apps[\\/]web[\\/]src[\\/](?!app[\\/]pages[\\/]|features[\\/]|locales[\\/]|entry-)|[\\/]packages[\\/]shared[\\/]dist[\\/](site-config|languages|pages)\.js$|vite[\\/]preload-helper/;
/**
 * Marks the chunks a first visit runs at once (the framework and the landing page's code)
 * with V8's per-file compile hint. Chromium then compiles all their functions on the
 * thread that streams the download, instead of one by one on the main thread the first
 * time each is called (about half of hydration's main-thread time before this). Other
 * engines ignore the comment. It must be the file's first line.
 */
const compileHints: Plugin = {
  name: 'eager-compile-hints',
  // After every other plugin's generateBundle, Vite's preamble included.
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const runsOnLoad =
          chunk.name === 'framework' ||
          /[\\/]src[\\/]app[\\/]pages[\\/]/.test(chunk.facadeModuleId ?? '');
        if (runsOnLoad) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  },
};
/** What every first visit needs, whatever the page: one file, one request, one gzip window. */
function isFrameworkModule(id: string): boolean {
  return frameworkPackages.test(id) || frameModules.test(id);
}

export default defineConfig(({ mode, isSsrBuild }) => {
  // The one place the web app reads its environment; everything else imports appConfig.
  const rawEnv = { ...loadEnv(mode, repoRoot, ''), ...process.env };
  const env = webEnvSchema.parse(rawEnv);
  return {
    plugins: isSsrBuild ? [react()] : [react(), compileHints],
    envDir: repoRoot,
    define: { __APP_CONFIG__: JSON.stringify(toAppConfig(env)) },
    build: {
      outDir: isSsrBuild ? `${outRoot}/server` : `${outRoot}/client`,
      emptyOutDir: true,
      copyPublicDir: !isSsrBuild,
      manifest: !isSsrBuild,
      // One stylesheet per page chunk: a prerendered page inlines only the frame's and its own.
      cssCodeSplit: true,
      target: 'es2022',
      assetsInlineLimit: 0,
      // No module preloading by Vite: the boot script preloads a first visit's chunks itself
      // (from the page's data-modules list), and a page chunk fetched later on a client-side
      // navigation has at most a couple of imports. Its loader still fetches stylesheets.
      modulePreload: false,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            // entry-boot.ts is a second entry: the small script a built page runs first (the
            // prerender inlines it), which loads the app's entry after the first paint.
            input: {
              index: path.join(import.meta.dirname, 'index.html'),
              boot: path.join(import.meta.dirname, 'src/entry-boot.ts'),
            },
            output: {
              codeSplitting: {
                groups: [
                  {
                    // Only named packages and folders: a page's own dependencies
                    // (captcha, schema, map data) must stay in that page's chunk.
                    name: 'framework',
                    test: isFrameworkModule,
                  },
                ],
              },
            },
          },
    },
    // `pnpm dev`: Vite serves the site and hands the form to the API's dev process (which
    // then serves no site of its own), on the API's PORT.
    server: {
      proxy: { '/send-email.php': `http://127.0.0.1:${rawEnv.PORT ?? '3000'}` },
    },
  };
});

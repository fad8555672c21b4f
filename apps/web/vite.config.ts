import path from 'node:path';
import { contactEndpointPath, fallbackLanguage, languageOfPath } from '@verdalia/shared';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { contentFiles } from './scripts/content/content-files.ts';
import { reloadOnData } from './scripts/dev/reload-on-data.ts';
import { imageCacheDir, imageFolders } from './scripts/images/folders.ts';
import { responsiveImages } from './scripts/images/vite-plugin.ts';
import { toAppConfig, webEnvSchema } from './src/config/env-schema.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
// Build output folder; parallel builds (several checkouts' worth of work) can use their own.
const outRoot = process.env.WEB_BUILD_DIR ?? 'dist';
const frameworkPackages =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/;
// The site's frame: everything in src/ but the pages, features, texts and entries. Its
// stylesheets (tokens, layout, shared UI) must come before any page's in the cascade, as they
// do when they form one file with the framework; split per component, a shared component's
// rules would land after a page's and override them.
// The picture component and its manifest serve only the pages that show photographs (team,
// clients, projects): they go with those pages, not into every first visit.
const frameModules =
  /[\\/]apps[\\/]web[\\/]src[\\/](?!app[\\/]pages[\\/]|features[\\/]|locales[\\/]|entry-|components[\\/]ui[\\/](responsive-image|image-manifest))/;
// react-i18next's <Trans> (and the HTML parser it brings, about 4 KB gzipped) would serve only a
// page that puts markup in a text (none does today): it goes with that page, never into every
// first visit.
const markupInTexts = /[\\/]react-i18next[\\/]dist[\\/]es[\\/](Icu)?Trans/;
/** What every first visit needs, whatever the page: the libraries and the site's frame. */
function isFrameworkModule(id: string): boolean {
  return (frameworkPackages.test(id) && !markupInTexts.test(id)) || frameModules.test(id);
}

/**
 * Vite's dev server answers every address with index.html, whose <html lang> is the fallback
 * language's: it is written in the language of the address asked for, as the built pages are.
 */
const documentLanguage: Plugin = {
  name: 'verdalia:document-language',
  apply: 'serve',
  transformIndexHtml(html, { originalUrl, path: asked }) {
    const language = languageOfPath(new URL(originalUrl ?? asked, 'http://dev').pathname);
    return html.replace(`<html lang="${fallbackLanguage}">`, `<html lang="${language}">`);
  },
};

export default defineConfig(({ mode, isSsrBuild }) => {
  // The one place the web app reads its environment; everything else imports appConfig.
  const rawEnv = { ...loadEnv(mode, repoRoot, ''), ...process.env };
  const env = webEnvSchema.parse(rawEnv);
  return {
    // The projects lists are data the page fetches (public/) or the build reads (content/):
    // an edit to either reloads the page in `npm run dev`.
    plugins: [
      react(),
      documentLanguage,
      contentFiles(),
      reloadOnData([path.join(import.meta.dirname, 'public'), path.join(repoRoot, 'content')]),
      responsiveImages(imageFolders(repoRoot, env.ART_STAND_IN_PHOTOS), imageCacheDir(repoRoot)),
    ],
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
    // `npm run dev` (scripts/dev.mjs): Vite serves the site and hands the form to the API it
    // started from its sources, at DEV_API_URL; Vite alone hands it to an API on PORT.
    server: {
      proxy: {
        [contactEndpointPath]:
          process.env.DEV_API_URL ?? `http://127.0.0.1:${rawEnv.PORT ?? '3000'}`,
      },
    },
  };
});

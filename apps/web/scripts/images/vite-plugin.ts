import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { buildImages, servedFolder, type BuiltImages, type ImageFolder } from './build-images.ts';

const moduleId = 'virtual:responsive-images';
const resolvedId = `\0${moduleId}`;
const types: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};

/**
 * Derives the site's images once per build (scripts/images/build-images.ts) and gives the
 * pages their manifest as `virtual:responsive-images`, imported only by the features that
 * show images, so it travels in their pages' chunks, never in every first visit's. The
 * client build writes the files into `assets/images/`; the dev server serves them from the
 * cache.
 */
export function responsiveImages(folders: ImageFolder[], cacheDir: string): Plugin {
  let built: Promise<BuiltImages> | undefined;
  const images = () => (built ??= buildImages(folders, cacheDir));
  let ssr = false;
  return {
    name: 'verdalia:responsive-images',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      return `export default ${JSON.stringify((await images()).manifest)};`;
    },
    async generateBundle() {
      if (ssr) return;
      for (const [fileName, file] of (await images()).files) {
        this.emitFile({ type: 'asset', fileName, source: await readFile(file) });
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${servedFolder}/`, (request, response, next) => {
        const name = `${servedFolder}${new URL(request.url ?? '/', 'http://dev').pathname}`;
        images()
          .then(async ({ files }) => {
            const file = files.get(name);
            if (!file) return next();
            const extension = name.slice(name.lastIndexOf('.') + 1);
            response.setHeader('content-type', types[extension] ?? 'application/octet-stream');
            response.end(await readFile(file));
          })
          .catch(next);
      });
    },
  };
}

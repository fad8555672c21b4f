import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { languages } from '@verdalia/shared';
import type { Plugin } from 'vite';

/** The repository's content/ folder, which staff edit through the CMS. */
export const contentDir = path.resolve(import.meta.dirname, '../../../../content');

const imagesDir = path.join(contentDir, 'images');
/** The address of the projects of a language: the file the page fetches. */
const listFileName = (language: string) => `list-${language}.json`;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

const imageTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

/**
 * Serves what the site reads from content/ as files of the build: each language's projects at
 * /list-<lng>.json (the page fetches it on a client-side visit) and the images staff upload at
 * their content path (/content/images/…, as the CMS writes it). The dev server answers the
 * same addresses from the folder.
 */
export function contentFiles(): Plugin {
  return {
    name: 'verdalia:content-files',
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const language of languages) {
        this.emitFile({
          type: 'asset',
          fileName: listFileName(language),
          source: await readFile(path.join(contentDir, 'projects', `${language}.json`)),
        });
      }
      for (const file of await filesUnder(imagesDir)) {
        this.emitFile({
          type: 'asset',
          fileName: path.posix.join('content/images', file.split(path.sep).join('/')),
          source: await readFile(path.join(imagesDir, file)),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://dev').pathname;
        const list = /^\/list-(\w+)\.json$/.exec(pathname);
        const file = list
          ? path.join(contentDir, 'projects', `${list[1]}.json`)
          : pathname.startsWith('/content/images/')
            ? path.join(contentDir, decodeURIComponent(pathname.slice('/content/'.length)))
            : undefined;
        const type = list ? 'application/json' : imageTypes[path.extname(pathname)];
        if (!file || !type || !file.startsWith(contentDir + path.sep)) return next();
        response.setHeader('Content-Type', type);
        createReadStream(file)
          .on('error', () => next())
          .pipe(response);
      });
    },
  };
}

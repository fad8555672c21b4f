// Build step: renders every page in every language to static HTML, so the first response is
// already in the visitor's language (no flash, no hydration mismatch), and writes sitemap.xml
// and robots.txt. Runs after the client and server builds (package.json's build script), on
// Node's own TypeScript support (type stripping: no compile step of its own).
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  fallbackLanguage,
  languages,
  notFoundPageId,
  pageKeys,
  pagePath,
  pages,
  projectListSchema,
} from '@verdalia/shared';
import type * as EntryServer from '../src/entry-server.tsx';
import { bootEntryKey, createPageBuilder } from './prerender/page-builder.ts';
import { parsePageTemplate } from './prerender/page-template.ts';
import { robotsTxt, sitemapXml } from './prerender/sitemap.ts';
import { entryChunk, viteManifestSchema } from './prerender/vite-manifest.ts';

type ServerModule = Pick<
  typeof EntryServer,
  'render' | 'pageModuleFile' | 'pageNamespaces' | 'localizedUrl' | 'appConfig'
>;

/** The server build's exports, checked: the build bundles them from src/entry-server.tsx. */
function isServerModule(value: unknown): value is ServerModule {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'render' in value &&
    typeof value.render === 'function' &&
    'pageModuleFile' in value &&
    typeof value.pageModuleFile === 'function' &&
    'localizedUrl' in value &&
    typeof value.localizedUrl === 'function' &&
    'pageNamespaces' in value &&
    typeof value.pageNamespaces === 'object' &&
    'appConfig' in value &&
    typeof value.appConfig === 'object' &&
    value.appConfig !== null &&
    'siteUrl' in value.appConfig &&
    typeof value.appConfig.siteUrl === 'string'
  );
}

const root = path.resolve(import.meta.dirname, '..');
// The build's folder (vite.config.ts reads the same variable).
const outDir = path.join(root, process.env.WEB_BUILD_DIR ?? 'dist');
const clientDir = path.join(outDir, 'client');
const pagesDir = path.join(outDir, 'pages');
const manifestFile = path.join(clientDir, '.vite/manifest.json');
const templateFile = path.join(clientDir, 'index.html');

const server: unknown = await import(
  pathToFileURL(path.join(outDir, 'server/entry-server.js')).href
);
if (!isServerModule(server)) throw new Error('the server build lacks an export of entry-server');
const manifest = viteManifestSchema.parse(JSON.parse(await readFile(manifestFile, 'utf8')));
const readBuildFile = (file: string) => readFile(path.join(clientDir, file), 'utf8');
const buildPage = await createPageBuilder({
  manifest,
  template: parsePageTemplate(await readFile(templateFile, 'utf8')),
  assetFiles: await readdir(path.join(clientDir, 'assets')),
  readBuildFile,
  renderer: server,
});

await rm(pagesDir, { recursive: true, force: true });
let count = 0;
for (const language of languages) {
  await mkdir(path.join(pagesDir, language), { recursive: true });
  // The same file the browser fetches, checked by the same schema: the one source of the list.
  const listFile = path.join(root, 'public', `list-${language}.json`);
  const projects = projectListSchema.parse(JSON.parse(await readFile(listFile, 'utf8')));
  for (const key of pageKeys) {
    const url = key === notFoundPageId ? '/404' : pagePath(key);
    const html = await buildPage({ key, url, language, projects });
    await writeFile(path.join(pagesDir, language, `${key}.html`), html);
    count += 1;
  }
}

await writeFile(
  path.join(clientDir, 'sitemap.xml'),
  sitemapXml({
    siteUrl: server.appConfig.siteUrl,
    paths: pages.map((page) => page.path),
    languages,
    fallbackLanguage,
    localizedUrl: server.localizedUrl,
    lastmod: new Date().toISOString().slice(0, 10),
  }),
);
await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(server.appConfig.siteUrl));
// The template, the inlined boot script and the manifest are build inputs, not files to serve.
await rm(templateFile);
await rm(path.join(clientDir, entryChunk(manifest, bootEntryKey).file));
await rename(manifestFile, path.join(outDir, 'manifest.json'));
await rm(path.join(clientDir, '.vite'), { recursive: true, force: true });
console.warn(
  `prerendered ${count} pages into ${path.relative(root, pagesDir)}, wrote sitemap.xml and robots.txt`,
);

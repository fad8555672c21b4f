// Build step: renders every page in every language to static HTML, one file per address
// (packages/shared/src/pages.ts: index.html, nosotros.html, en/about.html, …), each category's
// page (packages/shared/src/category-pages.ts: proyectos/categoria/<slug>.html, …), each
// project's page (packages/shared/src/project-pages.ts: proyectos/<slug>.html, en/projects/<slug>.html)
// and the 404 page of each language (404.html, en/404.html, pt/404.html) into the client
// build, so any server or static host serves the site as files; and writes sitemap.xml,
// robots.txt, the lists the browser reads (with each project's slugs in every language) and
// the project pages' addresses for the servers (project-pages.json, next to client/). Runs
// after the client and server builds (package.json's build script), on Node's own TypeScript
// support (type stripping: no compile step of its own).
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  categoryPageAddresses,
  fallbackLanguage,
  languageLists,
  languagePrefixes,
  languages,
  notFoundFile,
  pageAddresses,
  pages,
  projectListSchema,
  projectPageAddresses,
  projectPageKey,
  projectPagesFile,
  withPageSlugs,
  type Language,
  type Project,
} from '@verdalia/shared';
import { siteConfig } from '../src/config/site-config.ts';
import type * as EntryServer from '../src/entry-server.tsx';
import { contentFolderAt } from '@verdalia/shared/content-folder';
import { repoRoot } from './content/content-files.ts';
import { bootEntryKey, createPageBuilder } from './prerender/page-builder.ts';
import { inlineSvgIcon } from './prerender/inline-icon.ts';
import { parsePageTemplate } from './prerender/page-template.ts';
import { robotsTxt, sitemapXml } from './prerender/sitemap.ts';
import { entryChunk, viteManifestSchema } from './prerender/vite-manifest.ts';

type ServerModule = Pick<
  typeof EntryServer,
  'render' | 'pageModuleFile' | 'pageNamespaces' | 'pageUrl' | 'appConfig'
>;

/** The server build's exports, checked: the build bundles them from src/entry-server.tsx. */
function isServerModule(value: unknown): value is ServerModule {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'render' in value &&
    typeof value.render === 'function' &&
    'pageModuleFile' in value &&
    typeof value.pageModuleFile === 'function' &&
    'pageUrl' in value &&
    typeof value.pageUrl === 'function' &&
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
  template: parsePageTemplate(
    inlineSvgIcon(
      await readFile(templateFile, 'utf8'),
      '/favicon.svg',
      await readFile(path.join(root, 'public/favicon.svg'), 'utf8'),
    ),
  ),
  assetFiles: await readdir(path.join(clientDir, 'assets')),
  readBuildFile,
  renderer: server,
});
// Vite's index.html is the template, not a page: the Spanish home takes its name below.
await rm(templateFile);

/** Writes a page of the build, its folder first (en/, pt/). */
async function writePage(file: string, html: string): Promise<void> {
  await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
  await writeFile(path.join(clientDir, file), html);
}

// Each language's list (content/projects, one file per project: packages/shared's
// content-collections.ts), checked by the shared schema: the one source of the projects. Their
// pages' addresses stop the build when two projects of a language share one.
const entries = languageLists(contentFolderAt(repoRoot), 'projects');
const lists: Partial<Record<Language, Project[]>> = {};
for (const language of languages) lists[language] = projectListSchema.parse(entries[language]);
const projectPages = projectPageAddresses(lists);
const listed = withPageSlugs(lists, projectPages);
await writeFile(path.join(outDir, projectPagesFile), `${JSON.stringify(projectPages, null, 2)}\n`);

let count = 0;
for (const language of languages) {
  const projects = listed[language] ?? [];
  // The list the browser fetches (its one writer): the content's, with each project's slugs in
  // every language.
  await writeFile(path.join(clientDir, `list-${language}.json`), JSON.stringify(projects));
  for (const address of pageAddresses.filter((entry) => entry.language === language)) {
    const html = await buildPage({ key: address.page, url: address.path, language, projects });
    await writePage(address.file, html);
    count += 1;
  }
  for (const address of categoryPageAddresses.filter((entry) => entry.language === language)) {
    const html = await buildPage({ key: 'projects', url: address.path, language, projects });
    await writePage(address.file, html);
    count += 1;
  }
  for (const address of projectPages.filter((entry) => entry.language === language)) {
    const html = await buildPage({ key: projectPageKey, url: address.path, language, projects });
    await writePage(address.file, html);
    count += 1;
  }
  // Rendered at a path of the language that no page has: the router shows its 404.
  const notFoundUrl = `${languagePrefixes[language]}/404`;
  await writePage(
    notFoundFile(language),
    await buildPage({ key: 'notFound', url: notFoundUrl, language, projects }),
  );
  count += 1;
}

await writeFile(
  path.join(clientDir, 'sitemap.xml'),
  sitemapXml({
    siteUrl: server.appConfig.siteUrl,
    pages: pages.map((page) => page.id),
    languages,
    fallbackLanguage,
    pageUrl: server.pageUrl,
    // Only where the date is true: the privacy notice carries the date of its last review.
    // The other pages have none to give (a build date would claim every page changed).
    lastmod: { privacy: siteConfig.privacyNoticeUpdated },
    projectPages,
    categoryPages: categoryPageAddresses,
  }),
);
await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(server.appConfig.siteUrl));
// The inlined boot script and the manifest are build inputs, not files to serve.
await rm(path.join(clientDir, entryChunk(manifest, bootEntryKey).file));
await rename(manifestFile, path.join(outDir, 'manifest.json'));
await rm(path.join(clientDir, '.vite'), { recursive: true, force: true });
console.warn(
  `prerendered ${count} pages into ${path.relative(root, clientDir)}, wrote sitemap.xml and robots.txt`,
);

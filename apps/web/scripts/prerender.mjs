// Build step: renders every page in every language to static HTML, so the first
// response is already in the visitor's language (no flash, no hydration mismatch),
// and writes sitemap.xml and robots.txt.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  fallbackLanguage,
  languages,
  notFoundPageId,
  pageKeys,
  pages,
  projectListSchema,
} from '@verdalia/shared';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outRoot = process.env.WEB_BUILD_DIR ?? 'dist';
const clientDir = path.join(root, `${outRoot}/client`);
const pagesDir = path.join(root, `${outRoot}/pages`);
const manifestPath = path.join(clientDir, '.vite/manifest.json');

// The page table (page key -> module file, translation namespaces) comes from the app itself.
const { render, localizedUrl, appConfig, pageModuleFile, pageNamespaces } = await import(
  pathToFileURL(path.join(root, `${outRoot}/server/entry-server.js`)).href
);
const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));

/** The chunk files a manifest entry needs, with their static imports. */
function chunkFiles(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((child) => chunkFiles(child, seen))];
}

const entryKey = 'index.html';
const bootKey = 'src/entry-boot.ts';
if (!manifest[entryKey]?.isEntry || !manifest[bootKey]?.isEntry) {
  throw new Error('the manifest should list index.html and src/entry-boot.ts as entries');
}
if (manifest[bootKey].imports?.length) throw new Error('entry-boot.ts must import nothing');
const entryFiles = new Set(chunkFiles(entryKey));
/**
 * The modules the page needs to hydrate: the frame, the page's chunk and its texts. The
 * boot script preloads them with the entry once the first screen has painted
 * (src/entry-boot.ts), so they are fetched in parallel but do not compete with the first
 * screen for bandwidth.
 */
function hydrationModules(pageKey, language) {
  const files = new Set([...entryFiles, ...chunkFiles(pageModuleFile(pageKey))]);
  for (const namespace of pageNamespaces[pageKey]) {
    for (const file of chunkFiles(`src/locales/${language}/${namespace}.json`)) files.add(file);
  }
  // The contact form's messages ('form') are not listed: they load when the form is used.
  return [...files]
    .filter((file) => file !== manifest[entryKey].file)
    .map((file) => `/${file}`)
    .join(' ');
}

// CSS goes inline: first paint needs no extra round trip. Each page carries the frame's
// stylesheet (linked by index.html: tokens, base, header, footer, shared UI) and its own
// page's stylesheet only, so the HTML of any page fits the first round trips of a slow link.
// Later pages' stylesheets arrive with their code on client-side navigation (Vite).
// The display font (headings) is preloaded, so it is requested with the HTML instead of
// after the stylesheet, and usually arrives before the first paint (no reflow); body text
// uses the system's own sans-serif, so it needs no download at all.
// font-display stays swap: with "optional", a visitor whose font came late would keep the
// fallback font for the whole visit, as client-side navigation never reloads the document.
const stylesheetTag = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
const stylesheetMatch = stylesheetTag.exec(template);
// Each page gets its own language in place of the template's.
const templateHtmlTag = `<html lang="${fallbackLanguage}">`;
if (!template.includes(templateHtmlTag))
  throw new Error(`index.html should open with ${templateHtmlTag}`);
if (!stylesheetMatch) throw new Error('index.html has no stylesheet link to inline');
const frameStylesheet = stylesheetMatch[1];

async function readCss(file) {
  const css = (await readFile(path.join(clientDir, file), 'utf8')).trim();
  if (css.includes('</style')) throw new Error(`${file} cannot be inlined as it is`);
  return css;
}

/** The stylesheets of a manifest entry and of the chunks it imports. */
function cssFiles(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [...(entry.css ?? []), ...(entry.imports ?? []).flatMap((child) => cssFiles(child, seen))];
}

/** The page's own stylesheets, which go inline after the frame's. */
function pageStylesheets(pageKey) {
  return [...new Set(cssFiles(pageModuleFile(pageKey)))].filter((file) => file !== frameStylesheet);
}

const frameCss = await readCss(frameStylesheet);
const preloadedFonts = ['fraunces-latin-600-normal'];
const fontFiles = await readdir(path.join(clientDir, 'assets'));
const fontPreloads = preloadedFonts.map((prefix) => {
  const file = fontFiles.find((name) => name.startsWith(`${prefix}-`) && name.endsWith('.woff2'));
  if (!file) throw new Error(`font ${prefix} not found in the build`);
  return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;
});
const entryScript = /<script type="module" crossorigin src="[^"]+"><\/script>/;
if (!entryScript.test(template) || template.includes('rel="modulepreload"')) {
  throw new Error('index.html should load one entry script and no modulepreloads');
}
// The boot script goes inline: as a file it would be one more request before the first
// paint. The server allows it by its hash in the Content-Security-Policy (apps/api site.ts).
const bootFile = path.join(clientDir, manifest[bootKey].file);
const bootCode = (await readFile(bootFile, 'utf8')).trim();
if (bootCode.includes('</script')) throw new Error('entry-boot.ts cannot be inlined as it is');

async function page(pageKey, html, head, language) {
  const stylesheets = pageStylesheets(pageKey);
  const pageCss = (await Promise.all(stylesheets.map(readCss))).join('');
  const boot = [
    `data-entry="/${manifest[entryKey].file}"`,
    `data-modules="${hydrationModules(pageKey, language)}"`,
    // Already inline: the boot script tells the app's loader not to download them again.
    `data-styles="${[frameStylesheet, ...stylesheets].map((file) => `/${file}`).join(' ')}"`,
  ];
  return template
    .replace(templateHtmlTag, `<html lang="${language}">`)
    .replace(
      stylesheetMatch[0],
      `${fontPreloads.join('\n    ')}\n    <style>${frameCss}${pageCss}</style>`,
    )
    .replace(entryScript, `<script type="module" ${boot.join(' ')}>${bootCode}</script>`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', html);
}

await rm(pagesDir, { recursive: true, force: true });
const routes = pageKeys.map((key) => ({
  key,
  url: key === notFoundPageId ? '/404' : pages.find((entry) => entry.id === key).path,
}));
let count = 0;
for (const language of languages) {
  await mkdir(path.join(pagesDir, language), { recursive: true });
  // The same file the browser fetches, checked by the same schema: the one source of the list.
  const listFile = path.join(root, 'public', `list-${language}.json`);
  const projects = projectListSchema.parse(JSON.parse(await readFile(listFile, 'utf8')));
  for (const route of routes) {
    const { html, head } = await render(route.url, language, { projects });
    await writeFile(
      path.join(pagesDir, language, `${route.key}.html`),
      await page(route.key, html, head, language),
    );
    count += 1;
  }
}

const today = new Date().toISOString().slice(0, 10);
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${pages
  .flatMap((entry) =>
    languages.map(
      (language) => `  <url>
    <loc>${localizedUrl(appConfig.siteUrl, entry.path, language)}</loc>
    <lastmod>${today}</lastmod>
${[...languages, 'x-default']
  .map(
    (alternate) =>
      `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${localizedUrl(appConfig.siteUrl, entry.path, alternate === 'x-default' ? fallbackLanguage : alternate)}"/>`,
  )
  .join('\n')}
  </url>`,
    ),
  )
  .join('\n')}
</urlset>
`;
await writeFile(path.join(clientDir, 'sitemap.xml'), sitemap);
await writeFile(
  path.join(clientDir, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${appConfig.siteUrl}/sitemap.xml\n`,
);
// The template, the inlined boot script and the manifest are build inputs, not files to serve.
await rm(path.join(clientDir, 'index.html'));
await rm(bootFile);
await writeFile(path.join(root, `${outRoot}/manifest.json`), JSON.stringify(manifest, null, 2));
await rm(path.join(clientDir, '.vite'), { recursive: true, force: true });
console.warn(`prerendered ${count} pages into ${outRoot}/pages, wrote sitemap.xml and robots.txt`);

// Build step: renders every page in every language to static HTML, so the first
// response is already in the visitor's language (no flash, no hydration mismatch),
// and writes sitemap.xml and robots.txt.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { languages, pages } from '@verdalia/shared';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outRoot = process.env.WEB_BUILD_DIR ?? 'dist';
const clientDir = path.join(root, `${outRoot}/client`);
const pagesDir = path.join(root, `${outRoot}/pages`);
const manifestPath = path.join(clientDir, '.vite/manifest.json');

const { render, localizedUrl, appConfig } = await import(
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

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = new Set(chunkFiles(entryKey));
const pageFiles = {
  home: 'src/app/pages/home-page.tsx',
  about: 'src/app/pages/about-page.tsx',
  clients: 'src/app/pages/clients-page.tsx',
  projects: 'src/app/pages/projects-page.tsx',
  semilla: 'src/app/pages/semilla-page.tsx',
  contact: 'src/app/pages/contact-page.tsx',
  notFound: 'src/app/pages/not-found-page.tsx',
};
const namespacesOf = {
  home: ['common', 'home'],
  about: ['common', 'about'],
  clients: ['common', 'clients'],
  projects: ['common', 'projects'],
  semilla: ['common', 'semilla'],
  contact: ['common', 'contact'],
  notFound: ['common'],
};

/** Preloads the page's chunk and its texts, which the client loads before hydrating. */
function preloadTags(pageKey, language) {
  // vite.config.ts turns off Vite's own preload links, so the entry's imports are listed here.
  const files = new Set([...entryFiles, ...chunkFiles(pageFiles[pageKey])]);
  for (const namespace of namespacesOf[pageKey]) {
    for (const file of chunkFiles(`src/locales/${language}/${namespace}.json`)) files.add(file);
  }
  // The contact form's messages ('form') are not preloaded: they load when the form is used.
  return [...files]
    .filter((file) => file !== manifest[entryKey].file)
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join('\n    ');
}

// The one stylesheet (about 8 KB compressed) goes inline: first paint needs no extra round
// trip. The fonts of the first screen are preloaded, so they are requested with the HTML
// instead of after the stylesheet, and usually arrive before the first paint (no reflow).
// font-display stays swap: with "optional", a visitor whose fonts came late would keep the
// fallback fonts for the whole visit, as client-side navigation never reloads the document.
const stylesheetTag = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
const stylesheetMatch = stylesheetTag.exec(template);
if (!stylesheetMatch) throw new Error('index.html has no stylesheet link to inline');
const css = (await readFile(path.join(clientDir, stylesheetMatch[1]), 'utf8')).trim();
if (css.includes('</style')) throw new Error('the stylesheet cannot be inlined as it is');
const preloadedFonts = [
  'fraunces-latin-600-normal',
  'inter-latin-400-normal',
  'inter-latin-600-normal',
];
const fontFiles = await readdir(path.join(clientDir, 'assets'));
const fontPreloads = preloadedFonts.map((prefix) => {
  const file = fontFiles.find((name) => name.startsWith(`${prefix}-`) && name.endsWith('.woff2'));
  if (!file) throw new Error(`font ${prefix} not found in the build`);
  return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;
});
// The page is readable before any script runs (prerendered), so the scripts that hydrate it
// ask for low priority: the HTML, fonts and images win the first round trips on slow links.
const styledTemplate = template
  .replace(stylesheetMatch[0], `${fontPreloads.join('\n    ')}\n    <style>${css}</style>`)
  .replaceAll(
    '<script type="module" crossorigin',
    '<script type="module" fetchpriority="low" crossorigin',
  )
  .replaceAll(
    '<link rel="modulepreload" crossorigin',
    '<link rel="modulepreload" fetchpriority="low" crossorigin',
  );

function page(html, head, language) {
  return styledTemplate
    .replace('<html lang="es">', `<html lang="${language}">`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', html);
}

await rm(pagesDir, { recursive: true, force: true });
const routes = [
  ...pages.map((entry) => ({ key: entry.id, url: entry.path })),
  { key: 'notFound', url: '/404' },
];
let count = 0;
for (const language of languages) {
  await mkdir(path.join(pagesDir, language), { recursive: true });
  for (const route of routes) {
    const { html, head } = await render(route.url, language);
    const preload = preloadTags(route.key, language);
    await writeFile(
      path.join(pagesDir, language, `${route.key}.html`),
      page(html, preload ? `${head}\n    ${preload}` : head, language),
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
      `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${localizedUrl(appConfig.siteUrl, entry.path, alternate === 'x-default' ? 'es' : alternate)}"/>`,
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
// The template and the manifest are build inputs, not files to serve.
await rm(path.join(clientDir, 'index.html'));
await writeFile(path.join(root, `${outRoot}/manifest.json`), JSON.stringify(manifest, null, 2));
await rm(path.join(clientDir, '.vite'), { recursive: true, force: true });
console.warn(`prerendered ${count} pages into ${outRoot}/pages, wrote sitemap.xml and robots.txt`);

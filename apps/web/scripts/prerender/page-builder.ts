import type { Language, PageKey, Project } from '@verdalia/shared';
import type * as EntryServer from '../../src/entry-server.tsx';
import { namespaceSource } from '../../src/i18n/content-sources.ts';
import { fillPageTemplate, type PageTemplate } from './page-template.ts';
import {
  chunkFiles,
  chunkStylesheets,
  entryChunk,
  staticChunks,
  type ViteManifest,
} from './vite-manifest.ts';

/**
 * What the prerender needs of the app: src/entry-server.tsx, as the server build bundles it
 * (the build) or as vitest loads it from source (the tests).
 */
export type PageRenderer = Pick<typeof EntryServer, 'render' | 'pageModuleFile' | 'pageNamespaces'>;

/** The two entries of the client build (vite.config.ts): the app, and the boot script. */
export const appEntryKey = 'index.html';
export const bootEntryKey = 'src/entry-boot.ts';

/**
 * The display font (headings), preloaded so it is requested with the HTML instead of after
 * the stylesheet and usually arrives before the first paint (no reflow). Body text uses the
 * system's own sans-serif, so it needs no download at all. font-display stays swap: with
 * "optional", a visitor whose font came late would keep the fallback font for the whole
 * visit, as client-side navigation never reloads the document.
 */
const preloadedFonts = ['fraunces-latin-600-normal'];

export interface BuildInputs {
  manifest: ViteManifest;
  template: PageTemplate;
  /** The names of the files in the build's assets/ folder. */
  assetFiles: readonly string[];
  /** The text of a file of the build, e.g. assets/home-page-abc.css. */
  readBuildFile: (file: string) => Promise<string>;
  renderer: PageRenderer;
}

/** One page in one language, as `render` needs it. */
export interface PageRequest {
  key: PageKey;
  url: string;
  language: Language;
  projects: readonly Project[];
}

/**
 * The modules a page needs to hydrate: the frame, the page's chunk and its texts. The boot
 * script preloads them with the entry once the first screen has painted (src/entry-boot.ts),
 * so they are fetched in parallel but do not compete with the first screen for bandwidth.
 * The contact form's messages ('form') are not listed: they load when the form is used.
 */
export function hydrationModules(
  manifest: ViteManifest,
  renderer: PageRenderer,
  key: PageKey,
  language: Language,
): string[] {
  const files = new Set([
    ...chunkFiles(manifest, appEntryKey),
    ...chunkFiles(manifest, renderer.pageModuleFile(key)),
    ...renderer.pageNamespaces[key]
      .filter((namespace) => namespace !== 'form')
      .flatMap((namespace) => chunkFiles(manifest, namespaceSource(language, namespace))),
  ]);
  // The entry itself is the boot script's data-entry.
  files.delete(entryChunk(manifest, appEntryKey).file);
  return [...files].map((file) => `/${file}`);
}

/**
 * Builds pages from the client build. CSS goes inline, so the first paint needs no extra
 * round trip: each page carries the frame's stylesheet (tokens, base, header, footer, shared
 * UI) and its own page's only, so the HTML of any page fits the first round trips of a slow
 * link; later pages' stylesheets arrive with their code on client-side navigation (Vite).
 * The boot script goes inline too: as a file it would be one more request before the first
 * paint. The server allows it by its hash in the Content-Security-Policy.
 */
export async function createPageBuilder(inputs: BuildInputs) {
  const { manifest, template, renderer } = inputs;
  const appEntry = entryChunk(manifest, appEntryKey);
  const boot = entryChunk(manifest, bootEntryKey);
  if (staticChunks(manifest, bootEntryKey).length > 1) {
    throw new Error(`${bootEntryKey} must import nothing: it is inlined alone`);
  }
  const bootCode = (await inputs.readBuildFile(boot.file)).trim();
  const readCss = async (file: string) => (await inputs.readBuildFile(file)).trim();
  const frameStylesheet = template.stylesheetFile;
  const frameCss = await readCss(frameStylesheet);
  const fontPreloads = preloadedFonts.map((prefix) => {
    const file = inputs.assetFiles.find(
      (name) => name.startsWith(`${prefix}-`) && name.endsWith('.woff2'),
    );
    if (!file) throw new Error(`font ${prefix} not found in the build`);
    return `/assets/${file}`;
  });

  /** The page's HTML: its render in the template, with its styles and boot script inline. */
  return async function buildPage(page: PageRequest): Promise<string> {
    const { html, head } = await renderer.render(page.url, page.language, {
      projects: page.projects,
    });
    // The page's own stylesheets, after the frame's (which every page already has).
    const stylesheets = chunkStylesheets(manifest, renderer.pageModuleFile(page.key)).filter(
      (file) => file !== frameStylesheet,
    );
    const pageCss = await Promise.all(stylesheets.map(readCss));
    return fillPageTemplate(template, {
      language: page.language,
      head,
      html,
      fontPreloads,
      css: [frameCss, ...pageCss].join(''),
      boot: {
        code: bootCode,
        entry: `/${appEntry.file}`,
        modules: hydrationModules(manifest, renderer, page.key, page.language),
        // Already inline: the boot script tells the app's loader not to download them again.
        styles: [frameStylesheet, ...stylesheets].map((file) => `/${file}`),
      },
    });
  };
}

import { languages } from '@verdalia/shared';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import * as entryServer from '../../src/entry-server';
import enCommon from '@verdalia/content/pages/en/common.json';
import enHome from '@verdalia/content/pages/en/home.json';
import { namespaceSource } from '../../src/i18n/content-sources.ts';
import { createPageBuilder, hydrationModules, type BuildInputs } from './page-builder.ts';
import { builtIndexHtml } from './index-html.fixture.ts';
import { parsePageTemplate } from './page-template.ts';
import type { ViteManifest } from './vite-manifest.ts';

// A client build in miniature: the app's entry and the boot script, the framework, two pages
// (one with a shared component and its stylesheet), and the texts of each language.
const localeChunks = Object.fromEntries(
  languages.flatMap((language) =>
    (['common', 'home', 'form'] as const).map((namespace) => [
      namespace === 'form'
        ? `../../packages/shared/src/messages/${language}.json`
        : namespaceSource(language, namespace),
      { file: `assets/${namespace}-${language}.js` },
    ]),
  ),
);
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework.js'] },
  'src/entry-boot.ts': { file: 'assets/boot-2.js', isEntry: true },
  // The frame's stylesheet comes with the framework chunk, which every page imports.
  '_framework.js': {
    file: 'assets/framework-3.js',
    imports: ['_runtime.js'],
    css: ['assets/framework.css'],
  },
  '_runtime.js': { file: 'assets/runtime-4.js' },
  'src/app/pages/home-page.tsx': {
    file: 'assets/home-page-5.js',
    imports: ['_framework.js', '_flip-card.js'],
    css: ['assets/home-page.css'],
  },
  '_flip-card.js': { file: 'assets/flip-card-6.js', css: ['assets/flip-card.css'] },
  'src/app/pages/not-found-page.tsx': { file: 'assets/not-found-7.js', imports: ['_framework.js'] },
  ...localeChunks,
};
const template = builtIndexHtml('/assets/framework.css');
const files: Record<string, string> = {
  'assets/boot-2.js': 'boot();\n',
  'assets/framework.css': '.frame{}\n',
  'assets/home-page.css': '.home{}',
  'assets/flip-card.css': '.flip{}',
};

const inputs: BuildInputs = {
  manifest,
  template: parsePageTemplate(template),
  assetFiles: ['fraunces-latin-600-normal-8.woff2', 'fraunces-latin-600-normal-8.woff', 'x.js'],
  readBuildFile: async (file) => {
    const text = files[file];
    if (text === undefined) throw new Error(`no ${file} in the fixture`);
    return text;
  },
  // The app itself, from source: the same module the server build bundles.
  renderer: entryServer,
};

type Element = DefaultTreeAdapterTypes.Element;

function elements(node: DefaultTreeAdapterTypes.Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes.flatMap(elements) : [];
  return 'tagName' in node ? [node, ...children] : children;
}

function textOf(element: Element | undefined): string {
  if (!element) return '';
  return element.childNodes
    .map((child) => ('value' in child ? child.value : 'tagName' in child ? textOf(child) : ''))
    .join('');
}

/** A built page, read as a browser reads it. */
async function builtPage(key: 'home' | 'notFound', url: string, language: 'en' | 'pt') {
  const buildPage = await createPageBuilder(inputs);
  const page = elements(parse(await buildPage({ key, url, language, projects: [] })));
  const attribute = (element: Element | undefined, name: string) =>
    element?.attrs.find((attr) => attr.name === name)?.value;
  const find = (tag: string, name?: string, value?: string) =>
    page.filter(
      (element) =>
        element.tagName === tag && (name === undefined || attribute(element, name) === value),
    );
  return { attribute, find };
}

describe('a prerendered page', () => {
  it('is in its language: lang, title, description, canonical, hreflang to every language', async () => {
    const { attribute, find } = await builtPage('home', '/en/', 'en');
    const siteUrl = entryServer.appConfig.siteUrl;
    expect(attribute(find('html')[0], 'lang')).toBe('en');
    expect(textOf(find('title')[0])).toBe(enCommon.meta.home.title);
    expect(attribute(find('meta', 'name', 'description')[0], 'content')).toBe(
      enCommon.meta.home.description,
    );
    expect(attribute(find('link', 'rel', 'canonical')[0], 'href')).toBe(`${siteUrl}/en/`);
    expect(
      find('link', 'rel', 'alternate').map((link) => [
        attribute(link, 'hreflang'),
        attribute(link, 'href'),
      ]),
    ).toEqual([
      ['es', `${siteUrl}/`],
      ['en', `${siteUrl}/en/`],
      ['pt', `${siteUrl}/pt/`],
      ['x-default', `${siteUrl}/`],
    ]);
    expect(textOf(find('h1')[0])).toBe(enHome.hero.title);
    expect(find('meta', 'name', 'robots')).toEqual([]);
  });

  it('needs no request before its first paint: heading font preloaded, styles and boot script inline', async () => {
    const { attribute, find } = await builtPage('home', '/en/', 'en');
    expect(
      find('link', 'as', 'font').map((link) => [attribute(link, 'rel'), attribute(link, 'href')]),
    ).toEqual([['preload', '/assets/fraunces-latin-600-normal-8.woff2']]);
    // The frame's styles, then the page's and its components', each once.
    expect(find('style').map((style) => textOf(style))).toEqual(['.frame{}.home{}.flip{}']);
    expect(find('link', 'rel', 'stylesheet')).toEqual([]);
    expect(find('script').filter((script) => attribute(script, 'src') !== undefined)).toEqual([]);
    const [boot, ...others] = find('script', 'type', 'module');
    expect(others).toEqual([]);
    expect(textOf(boot)).toBe('boot();');
    expect(attribute(boot, 'data-entry')).toBe('/assets/index-1.js');
    expect(attribute(boot, 'data-styles')).toBe(
      '/assets/framework.css /assets/home-page.css /assets/flip-card.css',
    );
  });

  it("preloads for hydration the frame, the page's code and its language's texts, nothing else", async () => {
    const { attribute, find } = await builtPage('home', '/en/', 'en');
    expect(attribute(find('script', 'type', 'module')[0], 'data-modules')?.split(' ')).toEqual([
      '/assets/framework-3.js',
      '/assets/runtime-4.js',
      '/assets/home-page-5.js',
      '/assets/flip-card-6.js',
      '/assets/common-en.js',
      '/assets/home-en.js',
    ]);
    // The form's texts load when the form is used; the 404 needs only the common texts.
    expect(hydrationModules(manifest, entryServer, 'notFound', 'pt')).toEqual([
      '/assets/framework-3.js',
      '/assets/runtime-4.js',
      '/assets/not-found-7.js',
      '/assets/common-pt.js',
    ]);
  });

  it('the 404 asks search engines not to index it and names no canonical address', async () => {
    const { attribute, find } = await builtPage('notFound', '/pt/404', 'pt');
    expect(attribute(find('html')[0], 'lang')).toBe('pt');
    expect(attribute(find('meta', 'name', 'robots')[0], 'content')).toBe('noindex');
    expect(find('link', 'rel', 'canonical')).toEqual([]);
    expect(find('link', 'rel', 'alternate')).toEqual([]);
  });

  it('is not built from a build the prerender cannot serve as it should', async () => {
    await expect(createPageBuilder({ ...inputs, assetFiles: ['x.js'] })).rejects.toThrow(
      'font fraunces-latin-600-normal not found',
    );
    const importingBoot = {
      ...manifest,
      'src/entry-boot.ts': { file: 'assets/boot-2.js', isEntry: true, imports: ['_runtime.js'] },
    };
    await expect(createPageBuilder({ ...inputs, manifest: importingBoot })).rejects.toThrow(
      'src/entry-boot.ts must import nothing',
    );
    const noBoot = { ...manifest, 'src/entry-boot.ts': { file: 'assets/boot-2.js' } };
    await expect(createPageBuilder({ ...inputs, manifest: noBoot })).rejects.toThrow(
      'should list src/entry-boot.ts as an entry',
    );
  });
});

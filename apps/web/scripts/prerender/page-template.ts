import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** A stretch of the template's text, by offsets: what a page puts in its place. */
interface Span {
  start: number;
  end: number;
}

/**
 * The built index.html (Vite's output: the app's entry script and the frame's stylesheet
 * linked) and the places where each page differs from it, found by an HTML parser (parse5,
 * which parses as browsers do) and edited in place, so every other byte stays as Vite wrote it.
 */
export interface PageTemplate {
  readonly source: string;
  /** The `lang` attribute of `<html>`. */
  readonly lang: Span;
  /** The one `<link rel="stylesheet">`: the frame's styles, which each page inlines. */
  readonly stylesheet: Span;
  /** Its file in the build, e.g. assets/framework-abc.css. */
  readonly stylesheetFile: string;
  /** The app's entry `<script type="module" src>`, which the boot script replaces. */
  readonly entryScript: Span;
  /** `<!--app-head-->`: the page's title, meta and link tags. */
  readonly headSlot: Span;
  /** `<!--app-html-->`: the rendered app, inside `<div id="root">`. */
  readonly appSlot: Span;
}

/** What one page in one language puts into the template. */
export interface PageParts {
  language: string;
  /** The rendered head tags and the rendered app (React's markup, inserted as it is). */
  head: string;
  html: string;
  /** Files preloaded as fonts, e.g. /assets/fraunces-latin-600-normal-abc.woff2. */
  fontPreloads: readonly string[];
  /** The stylesheets' text, inlined in one `<style>` in place of the stylesheet link. */
  css: string;
  /** The boot script inlined in place of the entry script, and what it loads (src/entry-boot.ts). */
  boot: { code: string; entry: string; modules: readonly string[]; styles: readonly string[] };
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
}

function* comments(node: Node): Generator<DefaultTreeAdapterTypes.CommentNode> {
  if (node.nodeName === '#comment' && 'data' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* comments(child);
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function one<T>(found: T[], what: string): T {
  const [only, ...others] = found;
  if (!only || others.length > 0) {
    throw new Error(`index.html should have one ${what}, not ${found.length}`);
  }
  return only;
}

function span(
  location: { startOffset: number; endOffset: number } | null | undefined,
  what: string,
): Span {
  if (!location) throw new Error(`the parser gave no position for ${what}`);
  return { start: location.startOffset, end: location.endOffset };
}

/** Finds where pages differ in the built index.html; throws when it is not as the build makes it. */
export function parsePageTemplate(source: string): PageTemplate {
  const document = parse(source, { sourceCodeLocationInfo: true });
  const all = [...elements(document)];
  const html = one(
    all.filter((element) => element.tagName === 'html'),
    '<html>',
  );
  if (attribute(html, 'lang') === undefined) throw new Error('index.html should set <html lang>');
  const rel = (element: Element) => attribute(element, 'rel')?.split(/\s+/) ?? [];
  const links = all.filter((element) => element.tagName === 'link');
  if (links.some((link) => rel(link).includes('modulepreload'))) {
    throw new Error('index.html should have no modulepreload: the boot script preloads');
  }
  const stylesheet = one(
    links.filter((link) => rel(link).includes('stylesheet')),
    'stylesheet link',
  );
  const href = attribute(stylesheet, 'href') ?? '';
  if (!/^\/assets\/[^/]+\.css$/.test(href)) {
    throw new Error(`the stylesheet ${href} should be a file of the build's assets`);
  }
  const entryScript = one(
    all.filter(
      (element) =>
        element.tagName === 'script' &&
        attribute(element, 'type') === 'module' &&
        attribute(element, 'src') !== undefined,
    ),
    'module script',
  );
  const slot = (name: string) =>
    span(
      one(
        [...comments(document)].filter((comment) => comment.data === name),
        `<!--${name}-->`,
      ).sourceCodeLocation,
      `<!--${name}-->`,
    );
  return {
    source,
    lang: span(html.sourceCodeLocation?.attrs?.lang, '<html lang>'),
    stylesheet: span(stylesheet.sourceCodeLocation, 'the stylesheet link'),
    stylesheetFile: href.slice(1),
    entryScript: span(entryScript.sourceCodeLocation, 'the entry script'),
    headSlot: slot('app-head'),
    appSlot: slot('app-html'),
  };
}

/** An attribute value as HTML reads it back: the build's paths hold no & or ", but a page may. */
function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

/** The page's HTML: the template with each span replaced, every other byte as it was. */
export function fillPageTemplate(template: PageTemplate, parts: PageParts): string {
  // Inline text ends at the first closing tag of its element, whatever the case.
  if (/<\/style/i.test(parts.css)) throw new Error('a stylesheet cannot be inlined as it is');
  if (/<\/script|<!--/i.test(parts.boot.code)) {
    throw new Error('the boot script cannot be inlined as it is');
  }
  const preloads = parts.fontPreloads.map(
    (href) =>
      `<link rel="preload" href="${escapeAttribute(href)}" as="font" type="font/woff2" crossorigin>`,
  );
  const bootAttributes = [
    `data-entry="${escapeAttribute(parts.boot.entry)}"`,
    `data-modules="${escapeAttribute(parts.boot.modules.join(' '))}"`,
    `data-styles="${escapeAttribute(parts.boot.styles.join(' '))}"`,
  ];
  const edits: (Span & { text: string })[] = [
    { ...template.lang, text: `lang="${escapeAttribute(parts.language)}"` },
    { ...template.headSlot, text: parts.head },
    {
      ...template.stylesheet,
      text: [...preloads, `<style>${parts.css}</style>`].join('\n    '),
    },
    {
      ...template.entryScript,
      text: `<script type="module" ${bootAttributes.join(' ')}>${parts.boot.code}</script>`,
    },
    { ...template.appSlot, text: parts.html },
  ].sort((a, b) => a.start - b.start);
  let html = '';
  let at = 0;
  for (const edit of edits) {
    if (edit.start < at) throw new Error('two parts of index.html overlap');
    html += template.source.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return html + template.source.slice(at);
}

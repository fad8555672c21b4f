import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { builtIndexHtml } from './index-html.fixture.ts';
import { fillPageTemplate, parsePageTemplate, type PageParts } from './page-template.ts';

const built = builtIndexHtml('/assets/framework-2.css');

const parts: PageParts = {
  language: 'en',
  head: '<title>About Us</title>',
  html: '<main><h1>About</h1></main>',
  fontPreloads: ['/assets/font-3.woff2'],
  css: 'body{margin:0}.about{color:red}',
  boot: {
    code: 'boot()',
    entry: '/assets/index-1.js',
    modules: ['/assets/framework-4.js', '/assets/about-5.js'],
    styles: ['/assets/framework-2.css', '/assets/about-6.css'],
  },
};

type Element = DefaultTreeAdapterTypes.Element;

/** Every element of a document, as a browser's parser builds it. */
function elements(node: DefaultTreeAdapterTypes.Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes.flatMap(elements) : [];
  return 'tagName' in node ? [node, ...children] : children;
}

const attributes = (element: Element) =>
  Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value]));

function textOf(element: Element): string {
  return element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
}

describe('a page from the built index.html', () => {
  it('gets its language, head, app, preloads, inline styles and boot script; the rest stays byte for byte', () => {
    expect(fillPageTemplate(parsePageTemplate(built), parts)).toBe(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>About Us</title>
    <script type="module" data-entry="/assets/index-1.js" data-modules="/assets/framework-4.js /assets/about-5.js" data-styles="/assets/framework-2.css /assets/about-6.css">boot()</script>
    <link rel="preload" href="/assets/font-3.woff2" as="font" type="font/woff2" crossorigin>
    <style>body{margin:0}.about{color:red}</style>
  </head>
  <body>
    <div id="root"><main><h1>About</h1></main></div>
  </body>
</html>
`);
  });

  it('reads back in a browser as the parts it was given, whatever characters a path holds', () => {
    const odd = { ...parts, boot: { ...parts.boot, entry: '/assets/a&b"c.js' } };
    const page = elements(parse(fillPageTemplate(parsePageTemplate(built), odd)));
    const script = page.find((element) => element.tagName === 'script');
    if (!script) throw new Error('no script');
    expect(attributes(script)).toEqual({
      type: 'module',
      'data-entry': '/assets/a&b"c.js',
      'data-modules': '/assets/framework-4.js /assets/about-5.js',
      'data-styles': '/assets/framework-2.css /assets/about-6.css',
    });
    expect(textOf(script)).toBe('boot()');
    const style = page.find((element) => element.tagName === 'style');
    expect(style && textOf(style)).toBe(parts.css);
    // Nothing left for the browser to fetch before it paints.
    expect(page.filter((element) => attributes(element).rel === 'stylesheet')).toEqual([]);
    expect(page.filter((element) => attributes(element).src !== undefined)).toEqual([]);
  });

  it('finds the tags as a browser does: any attribute order or quoting, not inside a comment', () => {
    const template = parsePageTemplate(
      built
        .replace('<!--app-head-->', '<!--app-head--><!-- <link rel="stylesheet" href="/x.css"> -->')
        .replace(
          '<link rel="stylesheet" crossorigin href="/assets/framework-2.css">',
          '<LINK href=/assets/framework-2.css crossorigin rel=stylesheet>',
        ),
    );
    expect(template.stylesheetFile).toBe('assets/framework-2.css');
    const page = fillPageTemplate(template, parts);
    expect(page).toContain('<!-- <link rel="stylesheet" href="/x.css"> -->');
    expect(page).not.toContain('<LINK');
  });

  it('refuses an index.html the build did not make as the prerender expects', () => {
    const refusals: [string, string][] = [
      [built.replace(' lang="es"', ''), 'should set <html lang>'],
      [built.replace('<!--app-html-->', ''), 'one <!--app-html-->, not 0'],
      [
        built.replace('<!--app-head-->', '<!--app-head--><!--app-head-->'),
        'one <!--app-head-->, not 2',
      ],
      [built.replace('framework-2.css', 'framework-2.js'), 'should be a file of the build'],
      [
        built.replace('</head>', '<link rel="stylesheet" href="/assets/more.css"></head>'),
        'one stylesheet link, not 2',
      ],
      [
        built.replace('</head>', '<link rel="modulepreload" href="/assets/a.js"></head>'),
        'no modulepreload',
      ],
      [built.replace(' src="/assets/index-1.js"', ''), 'one module script, not 0'],
    ];
    for (const [template, message] of refusals) {
      expect(() => parsePageTemplate(template)).toThrow(message);
    }
  });

  it('refuses to inline text that would close its element early', () => {
    const template = parsePageTemplate(built);
    expect(() => fillPageTemplate(template, { ...parts, css: 'a{}</STYLE>' })).toThrow(
      'a stylesheet cannot be inlined',
    );
    for (const code of ['x("</Script>")', 'x("<!--")']) {
      expect(() => fillPageTemplate(template, { ...parts, boot: { ...parts.boot, code } })).toThrow(
        'the boot script cannot be inlined',
      );
    }
  });
});

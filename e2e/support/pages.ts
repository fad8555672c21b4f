import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { pageAddresses, type Language, type PageId } from '@verdalia/shared';
import { siteConfig } from './content';

type Element = DefaultTreeAdapterTypes.Element;

/** A page's address in a language (the shared table), written out for readability. */
export function addressOf(page: PageId, language: Language): string {
  const address = pageAddresses.find((entry) => entry.page === page && entry.language === language);
  if (!address) throw new Error(`no address for ${page} in ${language}`);
  return address.path;
}

/** The public URL of an address, as canonical and hreflang name it. */
export const publicUrl = (path: string) => `${siteConfig.siteUrl}${path}`;

function* elements(node: DefaultTreeAdapterTypes.Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
  if ('content' in node) yield* elements(node.content);
}

/** An HTML document as a crawler reads it (parse5 parses as browsers do), no script run. */
export function readHtml(html: string) {
  // As a crawler that runs no script: <noscript> holds markup, not text.
  const all = [...elements(parse(html, { scriptingEnabled: false }))];
  const attribute = (element: Element, name: string) =>
    element.attrs.find((attr) => attr.name === name)?.value;
  const find = (tag: string, name?: string, value?: string) =>
    all.filter(
      (element) =>
        element.tagName === tag && (name === undefined || attribute(element, name) === value),
    );
  return {
    lang: find('html').map((root) => attribute(root, 'lang'))[0],
    canonical: find('link', 'rel', 'canonical').map((link) => attribute(link, 'href')),
    alternates: find('link', 'rel', 'alternate')
      .map((link) => `${attribute(link, 'hreflang')} ${attribute(link, 'href')}`)
      .sort(),
    /** Every <a href> of the page (inside <noscript> too), with its hreflang and lang. */
    links: find('a').map((link) => ({
      href: attribute(link, 'href') ?? '',
      hreflang: attribute(link, 'hreflang'),
      lang: attribute(link, 'lang'),
    })),
    h1: find('h1').map(textOf),
  };
}

function textOf(element: Element): string {
  return element.childNodes
    .map((child) => ('value' in child ? child.value : 'tagName' in child ? textOf(child) : ''))
    .join('');
}

import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/**
 * One compound selector of the few shapes the specs use: `tag`, `.class`, `tag.class.other`,
 * `[name]`, `[name="value"]`, combined (`a.category-filter[aria-current="page"]`).
 */
interface Compound {
  tag?: string;
  classes: string[];
  attributes: { name: string; value?: string }[];
}

function compound(text: string): Compound {
  const parsed: Compound = { classes: [], attributes: [] };
  const pattern = /^([a-z][a-z0-9-]*)|\.([\w-]+)|\[([\w-]+)(?:="([^"]*)")?\]/gy;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index !== at) break;
    at += match[0].length;
    if (match[1]) parsed.tag = match[1];
    else if (match[2]) parsed.classes.push(match[2]);
    else if (match[3]) {
      parsed.attributes.push(
        match[4] === undefined ? { name: match[3] } : { name: match[3], value: match[4] },
      );
    }
  }
  if (at !== text.length) throw new Error(`unsupported selector ${text}`);
  return parsed;
}

/** An element of a parsed page: what the specs read of it. */
export class HtmlElement {
  constructor(private readonly node: Element) {}

  get tag(): string {
    return this.node.tagName;
  }

  attr(name: string): string | undefined {
    return this.node.attrs.find((attr) => attr.name === name)?.value;
  }

  get classes(): string[] {
    return (this.attr('class') ?? '').split(/\s+/).filter(Boolean);
  }

  /** Its text as the document holds it, whitespace collapsed (no layout: hidden text too). */
  get text(): string {
    return textOf(this.node).replace(/\s+/g, ' ').trim();
  }

  private matches(selector: Compound): boolean {
    return (
      (selector.tag === undefined || selector.tag === this.tag) &&
      selector.classes.every((name) => this.classes.includes(name)) &&
      selector.attributes.every(({ name, value }) =>
        value === undefined ? this.attr(name) !== undefined : this.attr(name) === value,
      )
    );
  }

  /** Every descendant matching `selector` (compound selectors joined by spaces), in order. */
  all(selector: string): HtmlElement[] {
    let found: HtmlElement[] = [this];
    for (const part of selector.trim().split(/\s+/).map(compound)) {
      const next = new Set<Element>();
      for (const element of found) {
        for (const descendant of descendants(element.node)) {
          if (new HtmlElement(descendant).matches(part)) next.add(descendant);
        }
      }
      found = [...next].map((node) => new HtmlElement(node));
    }
    return found;
  }

  /** The one descendant matching `selector`; throws for none or several. */
  one(selector: string): HtmlElement {
    const found = this.all(selector);
    if (found.length !== 1) throw new Error(`${found.length} elements match ${selector}`);
    return found[0] as HtmlElement;
  }
}

function* descendants(node: Node): Generator<Element> {
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) {
    if ('tagName' in child) {
      yield child;
      yield* descendants(child);
      if ('content' in child) yield* descendants(child.content);
    }
  }
}

function textOf(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  if (!('childNodes' in node)) return '';
  return node.childNodes.map(textOf).join('');
}

/** A page as a browser with no script parses it (parse5; <noscript> holds markup). */
export function parseHtml(html: string): HtmlElement {
  const document = parse(html, { scriptingEnabled: false });
  const root = [...descendants(document)].find((element) => element.tagName === 'html');
  if (!root) throw new Error('no <html>');
  return new HtmlElement(root);
}

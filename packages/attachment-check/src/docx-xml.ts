import { SaxesParser } from 'saxes';
import { Refusal } from './refusal.js';
import type { XmlElement } from './office-namespaces.js';
import { XmlDecoder } from './xml-decode.js';

/** What a part's elements are to a check: each resolved to namespace URIs and local names. */
export interface XmlVisitor {
  open?(element: XmlElement): void;
  close?(element: XmlElement): void;
  text?(text: string): void;
}

/**
 * One XML part of an Office package, parsed as it inflates by a conforming XML parser with
 * namespaces (saxes, `xmlns: true`): entities, comments, CDATA and quoted `>` as XML 1.0
 * reads them, and every element and attribute resolved to its namespace URI, as Word and
 * LibreOffice read them, so that no prefix or attribute of another namespace stands in for
 * the one a reader takes. Its encoding is found as the specification says (xml-decode.ts).
 * Refused: a document type declaration (Office parts have none; its entities could say
 * anything, and saxes expands none but XML's five), and a part that is not namespace-well-
 * formed (an unbound prefix, an attribute twice under two prefixes): Word does not open it.
 */
export class XmlPart {
  private readonly decoder: XmlDecoder;
  private readonly parser = new SaxesParser({ xmlns: true });
  private readonly open: XmlElement[] = [];

  constructor(
    readonly name: string,
    visitor: XmlVisitor,
  ) {
    this.decoder = new XmlDecoder(name);
    const parser = this.parser;
    parser.on('doctype', () => {
      throw new Refusal(`an Office package part with a document type declaration (${name})`);
    });
    parser.on('error', (error) => {
      throw new Refusal(
        `an Office package part that is not well-formed XML (${name}): ${error.message}`,
      );
    });
    parser.on('opentag', (tag) => {
      const element: XmlElement = {
        uri: tag.uri,
        local: tag.local,
        attributes: Object.values(tag.attributes).map(({ uri, local, value }) => ({
          uri,
          local,
          value,
        })),
      };
      this.open.push(element);
      visitor.open?.(element);
    });
    parser.on('closetag', () => {
      const element = this.open.pop();
      if (element) visitor.close?.(element);
    });
    parser.on('text', (text) => visitor.text?.(text));
    parser.on('cdata', (text) => visitor.text?.(text));
  }

  write(bytes: Buffer): void {
    const text = this.decoder.write(bytes);
    if (text !== '') this.parser.write(text);
  }

  close(): void {
    const text = this.decoder.end();
    if (text !== '') this.parser.write(text);
    this.parser.close();
  }
}

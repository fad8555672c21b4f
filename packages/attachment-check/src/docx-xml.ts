import { SaxesParser } from 'saxes';
import { FieldTracker } from './field-instructions.js';
import { Refusal } from './file-bytes.js';
import { XmlDecoder } from './xml-decode.js';

/** What a part's elements are to the check: their local name (any prefix) and attributes (local names). */
export interface XmlVisitor {
  open?(local: string, attributes: Readonly<Record<string, string>>): void;
  close?(local: string): void;
  text?(text: string): void;
}

/** Characters of one instruction element kept (real ones are tens). */
const maxInstructionLength = 64 * 1024;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * One XML part of a .docx, parsed as it inflates by a conforming XML parser (saxes: entities,
 * comments, CDATA and quoted `>` as the specification reads them), after its encoding is
 * found as the specification says (xml-decode.ts). A document type declaration is refused
 * (Office parts have none, and its entities could say anything); so is a part that is not
 * well-formed (Word does not open it).
 */
export class XmlPart {
  private readonly decoder: XmlDecoder;
  private readonly parser = new SaxesParser();

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
      const attributes: Record<string, string> = {};
      for (const [key, value] of Object.entries(tag.attributes)) attributes[localName(key)] = value;
      visitor.open?.(localName(tag.name), attributes);
      if (tag.isSelfClosing) visitor.close?.(localName(tag.name));
    });
    parser.on('closetag', (tag) => {
      if (!tag.isSelfClosing) visitor.close?.(localName(tag.name));
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

/**
 * Follows the fields of a WordprocessingML part (ISO/IEC 29500-1, 17.16): simple fields
 * (w:fldSimple's instr) and complex ones (w:fldChar begin, w:instrText, separate, end).
 */
export function fieldVisitor(): XmlVisitor & { finish(): void } {
  const fields = new FieldTracker();
  // One w:instrText's text, whole: the parser may hand it over in pieces.
  let instructions: string | undefined;
  return {
    open(local, attributes) {
      // A workbook's DDE link (SpreadsheetML's ddeLink, in an embedded workbook) runs what it names.
      if (local === 'ddeLink') throw new Refusal('an Office package with a DDE link (ddeLink)');
      if (local === 'instrText' || local === 'delInstrText') instructions = '';
      else if (local === 'fldSimple') fields.instructions(attributes.instr ?? '');
      else if (local === 'fldChar') {
        const type = attributes.fldCharType;
        if (type === 'begin') fields.begin();
        else if (type === 'separate') fields.separate();
        else if (type === 'end') fields.end();
      }
    },
    close(local) {
      if ((local === 'instrText' || local === 'delInstrText') && instructions !== undefined) {
        fields.instructions(instructions);
        instructions = undefined;
      }
    },
    text(text) {
      if (instructions === undefined) return;
      instructions += text;
      if (instructions.length > maxInstructionLength) {
        throw new Refusal('an Office package field with instructions too long to check');
      }
    },
    finish: () => fields.finish(),
  };
}

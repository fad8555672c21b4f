import { StringDecoder } from 'node:string_decoder';
import { Refusal } from './file-bytes.js';

/** XML character references and the five predefined entities, decoded; other entities stay. */
export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (_match, entity: string) => {
    const lower = entity.toLowerCase();
    const code = lower.startsWith('#x')
      ? Number.parseInt(lower.slice(2), 16)
      : lower.startsWith('#')
        ? Number.parseInt(lower.slice(1), 10)
        : undefined;
    if (code !== undefined) return code <= 0x10ffff ? String.fromCodePoint(code) : '';
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? '';
  });
}

/**
 * The attributes of a start tag's text (after its name), names without their prefix,
 * values decoded. Values may hold `>` and the other quote (XML allows both).
 */
export function attributesOf(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [, key = '', double, single] of text.matchAll(
    /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
  )) {
    values[key.replace(/^[\w.-]+:/, '')] = decodeXml(double ?? single ?? '');
  }
  return values;
}

/**
 * The attributes of every element named `localName` (any prefix) in a small part read whole.
 * The element's end is found outside quoted values: `Target="a>b"` is one attribute.
 */
export function elementsNamed(xml: string, localName: string): Record<string, string>[] {
  const element = new RegExp(`<(?:[\\w.-]+:)?${localName}\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'g');
  return [...xml.matchAll(element)].map(([, attributes = '']) => attributesOf(attributes));
}

/**
 * Turns a part's bytes into text as they arrive: UTF-16 (either byte order) when it starts
 * with a byte order mark, else UTF-8. A part whose XML declaration names another encoding,
 * or that declares a document type (entities a reader would expand), is refused: Office
 * parts are UTF-8 or UTF-16 and have no DTD ([MS-OI29500]; ECMA-376 Part 2, 8.1.4).
 */
export class PartDecoder {
  private decoder: StringDecoder | undefined;
  private swap = false;
  private odd: Buffer | undefined;
  private head = '';

  constructor(private readonly name: string) {}

  write(bytes: Buffer): string {
    if (!this.decoder) {
      this.swap = bytes[0] === 0xfe && bytes[1] === 0xff;
      const utf16 = this.swap || (bytes[0] === 0xff && bytes[1] === 0xfe);
      this.decoder = new StringDecoder(utf16 ? 'utf16le' : 'utf8');
    }
    let input = bytes;
    if (this.swap) {
      input = this.odd ? Buffer.concat([this.odd, bytes]) : Buffer.from(bytes);
      this.odd = input.length % 2 === 1 ? input.subarray(-1) : undefined;
      input = Buffer.from(input.subarray(0, input.length - (this.odd ? 1 : 0))).swap16();
    }
    const text = this.decoder.write(input);
    if (this.head.length < 256) {
      this.head += text.slice(0, 256);
      const declared = /^\uFEFF?\s*<\?xml[^>]*?encoding\s*=\s*["']([^"']*)["']/i.exec(
        this.head,
      )?.[1];
      if (declared !== undefined && !/^utf-?(8|16)$/i.test(declared)) {
        throw new Refusal(`a .docx part in the ${declared} encoding (${this.name})`);
      }
    }
    return text;
  }
}

/** A small part's text, whole (relationships, content types). */
export function partText(bytes: Buffer, name: string): string {
  const text = new PartDecoder(name).write(bytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new Refusal(`a .docx part with a DTD (${name})`);
  return text;
}

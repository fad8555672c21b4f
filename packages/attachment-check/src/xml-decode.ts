import { Refusal } from './refusal.js';

/** Bytes of a part looked at to find its declaration (it must come first, and is short). */
const declarationBytes = 512;

/**
 * The encoding of an XML entity as the XML 1.0 specification says to find it (Appendix F):
 * a byte order mark, else the first characters `<?` in UTF-16 of either byte order, else
 * the `encoding` of the XML declaration read as ASCII, else UTF-8. UTF-32 and EBCDIC are
 * refused: no Office program writes them, and Node has no decoder for them.
 */
export function sniffEncoding(head: Buffer): { label: string; bom: number } {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (
    starts(0x00, 0x00, 0xfe, 0xff) ||
    starts(0xff, 0xfe, 0x00, 0x00) ||
    starts(0x00, 0x00, 0x00, 0x3c) ||
    starts(0x3c, 0x00, 0x00, 0x00)
  ) {
    throw new Refusal('an XML part in UTF-32');
  }
  if (starts(0x4c, 0x6f, 0xa7, 0x94)) throw new Refusal('an XML part in EBCDIC');
  if (starts(0xef, 0xbb, 0xbf)) return { label: 'utf-8', bom: 3 };
  if (starts(0xfe, 0xff)) return { label: 'utf-16be', bom: 2 };
  if (starts(0xff, 0xfe)) return { label: 'utf-16le', bom: 2 };
  if (starts(0x00, 0x3c, 0x00, 0x3f)) return { label: 'utf-16be', bom: 0 };
  if (starts(0x3c, 0x00, 0x3f, 0x00)) return { label: 'utf-16le', bom: 0 };
  const declaration = /^<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(
    head.toString('latin1', 0, declarationBytes),
  );
  const declared = declaration?.[1]?.toLowerCase();
  // A declaration that says UTF-16 in a file without its mark or its pattern is read as UTF-8.
  if (declared === undefined || declared.startsWith('utf-16') || declared === 'unicode') {
    return { label: 'utf-8', bom: 0 };
  }
  return { label: declared, bom: 0 };
}

/**
 * Turns an XML part's bytes into text as they arrive, in the encoding sniffEncoding finds
 * (any that WHATWG's TextDecoder knows: UTF-8, UTF-16, Windows-1252, ISO-8859-x, Shift_JIS,
 * …). An encoding it does not know is refused: the part cannot be read as its reader would.
 */
export class XmlDecoder {
  private decoder: InstanceType<typeof TextDecoder> | undefined;
  private head = Buffer.alloc(0);

  constructor(private readonly name: string) {}

  write(bytes: Buffer): string {
    if (this.decoder) return this.decoder.decode(bytes, { stream: true });
    this.head = Buffer.concat([this.head, bytes]);
    if (this.head.length < declarationBytes) return '';
    return this.start();
  }

  end(): string {
    return (this.decoder ? '' : this.start()) + (this.decoder?.decode() ?? '');
  }

  private start(): string {
    const { label, bom } = sniffEncoding(this.head);
    try {
      this.decoder = new TextDecoder(label, { ignoreBOM: true });
    } catch (error) {
      throw new Refusal(`an XML part in the ${label} encoding (${this.name})`, { cause: error });
    }
    const head = this.head.subarray(bom);
    this.head = Buffer.alloc(0);
    return this.decoder.decode(head, { stream: true });
  }
}

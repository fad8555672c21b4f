import { Refusal } from './refusal.js';

// The PDF object syntax (ISO 32000-1, 7.2-7.3), read leniently, as readers read it: what
// does not parse ends the value where it stands, never the check.

export class PdfName {
  constructor(readonly name: string) {}
}
/** A string's bytes as latin1 text (only file names and addresses are ever looked at). */
export class PdfString {
  constructor(readonly text: string) {}
}
export class PdfRef {
  constructor(
    readonly number: number,
    readonly generation: number,
  ) {}
}
export type PdfDict = Map<string, PdfValue>;
export type PdfValue =
  number | boolean | null | PdfName | PdfString | PdfRef | PdfValue[] | PdfDict;

/** Bytes read by position: a file through its window, or a decoded object stream. */
export interface ByteSource {
  readonly size: number;
  byte(offset: number): number;
}

/**
 * Work shared by every parse of one file: each byte the lexer reads is counted, and a file
 * that needs more than a small multiple of its size was made to (its objects nest inside one
 * another by the thousand); it is refused as one that cannot be checked within the bounds.
 */
export class WorkBudget {
  private left: number;
  constructor(limit: number) {
    this.left = limit;
  }
  /** More to read that the file's size does not show: an object stream's inflated bytes, read twice. */
  grant(bytes: number): void {
    this.left += bytes;
  }
  spend(bytes: number): void {
    this.left -= bytes;
    if (this.left < 0) throw new Refusal('a PDF that takes more reading than its size explains');
  }
}

export const isWhite = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0;
const isDelimiter = (byte: number) =>
  byte === 0x28 ||
  byte === 0x29 ||
  byte === 0x3c ||
  byte === 0x3e ||
  byte === 0x5b ||
  byte === 0x5d ||
  byte === 0x7b ||
  byte === 0x7d ||
  byte === 0x2f ||
  byte === 0x25;
/** A byte that belongs to a keyword, number or name (not white space, not a delimiter). */
export const isRegular = (byte: number) => byte >= 0 && !isWhite(byte) && !isDelimiter(byte);

/** Values nest at most this deep; deeper ones are cut (no document nests past a few levels). */
const maxDepth = 64;
/** Characters of a string or name kept; the rest is read past, not stored. */
const maxKept = 4096;

type Token =
  | { kind: 'value'; value: PdfValue }
  | { kind: 'keyword'; word: string }
  | { kind: '[' | ']' | '<<' | '>>' | '{' | '}' }
  | { kind: 'end' };

/** Reads tokens and values from `position` on; `position` is where the next token starts. */
export class PdfLexer {
  constructor(
    private readonly source: ByteSource,
    public position: number,
    private readonly budget: WorkBudget,
  ) {}

  private next(): number {
    const byte = this.source.byte(this.position);
    this.position += 1;
    return byte;
  }

  /** Skips white space and comments. */
  skipSpace(): void {
    const start = this.position;
    for (;;) {
      const byte = this.source.byte(this.position);
      if (byte === 0x25) {
        while (this.position < this.source.size) {
          const inComment = this.next();
          if (inComment === 0x0a || inComment === 0x0d) break;
        }
      } else if (byte >= 0 && isWhite(byte)) this.position += 1;
      else break;
    }
    this.budget.spend(this.position - start);
  }

  token(): Token {
    this.skipSpace();
    const start = this.position;
    const byte = this.next();
    let token: Token;
    if (byte < 0) {
      this.position = start;
      token = { kind: 'end' };
    } else if (byte === 0x2f) token = { kind: 'value', value: new PdfName(this.name()) };
    else if (byte === 0x28) token = { kind: 'value', value: new PdfString(this.literal()) };
    else if (byte === 0x3c) {
      if (this.source.byte(this.position) === 0x3c) {
        this.position += 1;
        token = { kind: '<<' };
      } else token = { kind: 'value', value: new PdfString(this.hex()) };
    } else if (byte === 0x3e) {
      if (this.source.byte(this.position) === 0x3e) this.position += 1;
      token = { kind: '>>' };
    } else if (byte === 0x5b || byte === 0x5d || byte === 0x7b || byte === 0x7d) {
      token = { kind: String.fromCharCode(byte) as '[' | ']' | '{' | '}' };
    } else if (byte === 0x29) {
      token = { kind: 'keyword', word: ')' };
    } else {
      let word = String.fromCharCode(byte);
      while (isRegular(this.source.byte(this.position)) && word.length < maxKept) {
        word += String.fromCharCode(this.next());
      }
      const number = /^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(word) ? Number(word) : undefined;
      if (number !== undefined) token = { kind: 'value', value: number };
      else if (word === 'true' || word === 'false')
        token = { kind: 'value', value: word === 'true' };
      else if (word === 'null') token = { kind: 'value', value: null };
      else token = { kind: 'keyword', word };
    }
    this.budget.spend(this.position - start);
    return token;
  }

  private name(): string {
    let name = '';
    for (let byte = this.source.byte(this.position); isRegular(byte);) {
      this.position += 1;
      if (byte === 0x23) {
        // #xx: the byte with that hexadecimal code (7.3.5).
        const hex = String.fromCharCode(
          this.source.byte(this.position),
          this.source.byte(this.position + 1),
        );
        if (/^[0-9a-f]{2}$/i.test(hex)) {
          this.position += 2;
          byte = Number.parseInt(hex, 16);
        }
      }
      if (name.length < maxKept) name += String.fromCharCode(byte);
      byte = this.source.byte(this.position);
    }
    return name;
  }

  /** A literal string after its `(`: balanced parentheses, backslash escapes (7.3.4.2). */
  private literal(): string {
    let text = '';
    let depth = 1;
    const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    while (this.position < this.source.size) {
      let byte = this.next();
      if (byte === 0x5c) {
        const escaped = this.next();
        const octal = /[0-7]/.test(String.fromCharCode(escaped));
        if (octal) {
          let code = escaped - 0x30;
          for (
            let more = 0;
            more < 2 && /[0-7]/.test(String.fromCharCode(this.source.byte(this.position)));
            more += 1
          ) {
            code = code * 8 + (this.next() - 0x30);
          }
          byte = code & 0xff;
        } else if (escaped === 0x0a || escaped === 0x0d) {
          if (escaped === 0x0d && this.source.byte(this.position) === 0x0a) this.position += 1;
          continue;
        } else {
          const character = String.fromCharCode(escaped);
          if (text.length < maxKept) text += escapes[character] ?? character;
          continue;
        }
      } else if (byte === 0x28) depth += 1;
      else if (byte === 0x29) {
        depth -= 1;
        if (depth === 0) break;
      }
      if (text.length < maxKept) text += String.fromCharCode(byte);
    }
    return text;
  }

  /** A hexadecimal string after its `<` (7.3.4.3). */
  private hex(): string {
    let digits = '';
    while (this.position < this.source.size) {
      const byte = this.next();
      if (byte === 0x3e) break;
      if (digits.length < 2 * maxKept && /[0-9a-f]/i.test(String.fromCharCode(byte))) {
        digits += String.fromCharCode(byte);
      }
    }
    if (digits.length % 2 === 1) digits += '0';
    return Buffer.from(digits, 'hex').toString('latin1');
  }

  /**
   * The value that starts here, or undefined when a keyword or closing bracket stands there
   * (the position is then after it). `a b R` is a reference.
   */
  value(depth = 0): PdfValue | undefined {
    const token = this.token();
    switch (token.kind) {
      case 'value': {
        if (typeof token.value !== 'number' || !Number.isInteger(token.value)) return token.value;
        const mark = this.position;
        const generation = this.token();
        if (generation.kind === 'value' && typeof generation.value === 'number') {
          const keyword = this.token();
          if (keyword.kind === 'keyword' && keyword.word === 'R') {
            return new PdfRef(token.value, generation.value);
          }
        }
        this.position = mark;
        return token.value;
      }
      case '[': {
        const items: PdfValue[] = [];
        for (;;) {
          const mark = this.position;
          const item = depth < maxDepth ? this.value(depth + 1) : undefined;
          if (item !== undefined) {
            items.push(item);
            continue;
          }
          // `]` ends the array; a keyword inside it is skipped; anything else ends it here.
          if (this.closedBy(mark, ']')) return items;
        }
      }
      case '<<':
        return this.dictionary(depth);
      default:
        return undefined;
    }
  }

  /** After a value could not be read at `mark`: true when `closing` (or the end) was there. */
  private closedBy(mark: number, closing: ']' | '>>'): boolean {
    this.position = mark;
    const token = this.token();
    if (token.kind === closing || token.kind === 'end') return true;
    if (token.kind === 'keyword' && (token.word === 'endobj' || token.word === 'stream')) {
      // A damaged value: it ends where the object does.
      this.position = mark;
      return true;
    }
    return token.kind === ']' || token.kind === '>>';
  }

  private dictionary(depth: number): PdfDict {
    const entries: PdfDict = new Map();
    for (;;) {
      const mark = this.position;
      const key = this.token();
      if (key.kind === 'value' && key.value instanceof PdfName) {
        const valueMark = this.position;
        const value = depth < maxDepth ? this.value(depth + 1) : undefined;
        if (value !== undefined) {
          entries.set(key.value.name, value);
          continue;
        }
        this.position = valueMark;
        continue;
      }
      if (this.closedBy(mark, '>>')) return entries;
    }
  }
}

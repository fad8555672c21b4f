import { Refusal } from './file-bytes.js';
import { attributesOf, decodeXml } from './xml-text.js';

/** Characters of one field's instructions kept (real ones are tens). */
const maxInstructionLength = 64 * 1024;
/** Characters of one start tag kept when it is one the reader needs (fldChar, fldSimple). */
const maxTagLength = 64 * 1024;

/** Fields whose file a reader fetches (when the document opens or its fields update). */
const fetchingFields = new Set(['INCLUDEPICTURE', 'INCLUDETEXT', 'INCLUDE', 'IMPORT', 'LINK']);
/** Fields that run a program (DDE asks another application for data; DDEAUTO on opening). */
const runningFields = new Set(['DDE', 'DDEAUTO']);

/**
 * True when a field's file names nothing outside the document's own folder: a relative path.
 * A URL (any scheme: http:, file:, mhtml:…), a drive (C:), a root or network path (\\host,
 * //host, \dir) is fetched from elsewhere, a network path also leaking the reader's Windows
 * credentials (NTLM). Inside field instructions a backslash is written twice.
 */
export function isRelativeTarget(written: string): boolean {
  const target = written.replaceAll('\\\\', '\\').trim();
  if (target === '') return true;
  return !/^[\\/]/.test(target) && !/^[a-z][a-z0-9+.-]*:/i.test(target);
}

/** The words of a field's instructions (ISO/IEC 29500-1, 17.16.1): quoted, or up to white space. */
function fieldWords(instructions: string): string[] {
  return [...instructions.matchAll(/["“”„]([^"“”„]*)["“”„]?|([^\s"“”„]+)/g)].map(
    ([, quoted, bare]) => quoted ?? bare ?? '',
  );
}

/**
 * Throws when a field's instructions (decoded) run or fetch something: DDE and DDEAUTO
 * always; INCLUDEPICTURE, INCLUDETEXT, INCLUDE, IMPORT and LINK unless every argument is a
 * relative path, and always when another field computes part of them (`nested`).
 */
export function checkField(instructions: string, nested: boolean): void {
  const [type = '', ...rest] = fieldWords(instructions);
  const kind = type.toUpperCase();
  if (runningFields.has(kind)) throw new Refusal(`a .docx with a ${kind} field`);
  if (!fetchingFields.has(kind)) return;
  if (nested) throw new Refusal(`a .docx with a ${kind} field whose target another field computes`);
  // Switches (\d, \* MERGEFORMAT) are a backslash and one character; anything else is an argument.
  const target = rest.find((word) => !/^\\[\w*#@!]$/.test(word) && !isRelativeTarget(word));
  if (target !== undefined) throw new Refusal(`a .docx with a ${kind} field fetching ${target}`);
}

interface OpenField {
  instructions: string;
  /** Past its `separate` mark: what follows is the field's last result, not instructions. */
  inResult: boolean;
  nested: boolean;
}

/** What ends an unquoted stretch of a tag: a quote or its `>`. */
const tagMarks = /["'>]/g;

/** Where the reader is: text, just after `<`, in a tag, or in what ends at a terminator. */
type ReaderState = 'text' | 'markup' | 'tag' | 'comment' | 'cdata' | 'instruction';

/**
 * Reads a WordprocessingML part as it inflates (any size, a piece at a time) and checks each
 * field (ISO/IEC 29500-1, 17.16) with checkField: simple fields (`w:fldSimple w:instr`) and
 * complex ones (`w:fldChar` begin, `w:instrText` runs, separate, end; nested fields mark the
 * field around them). Element names are matched whatever their prefix; comments and
 * processing instructions are skipped, CDATA read as text, a DTD refused. Instruction text
 * outside any field is checked on its own: more is refused than a reader would run, never less.
 */
export class FieldReader {
  private state: ReaderState = 'text';
  /** Characters after `<` while what follows is not known yet (at most 8: `![CDATA[`). */
  private opening = '';
  /** The current start or end tag: its name, then (when needed) its text. */
  private tagName = '';
  private tagNameDone = false;
  private tagText = '';
  private keepTag = false;
  private quote = '';
  /** The last character of the tag before its `>` other than white space (`/`: it closes itself). */
  private lastCharacter = '';
  /** The end of a comment, CDATA section or processing instruction being looked for. */
  private terminator = '';
  private tail = '';
  private capturing = false;
  private captured = '';
  private readonly fields: OpenField[] = [];

  feed(chunk: string): void {
    let index = 0;
    while (index < chunk.length) {
      switch (this.state) {
        case 'text': {
          const next = chunk.indexOf('<', index);
          const end = next === -1 ? chunk.length : next;
          if (this.capturing) this.capture(chunk.slice(index, end));
          index = end;
          if (next !== -1) {
            index += 1;
            this.state = 'markup';
            this.opening = '';
          }
          break;
        }
        case 'markup':
          index = this.readOpening(chunk, index);
          break;
        case 'tag':
          index = this.readTag(chunk, index);
          break;
        default:
          index = this.readUntilTerminator(chunk, index);
      }
    }
  }

  /** Ends the part: fields left open are checked with what they hold. */
  finish(): void {
    if (this.state !== 'text') throw new Refusal('a .docx part that ends inside markup');
    if (this.capturing) this.instructionText();
    for (const field of this.fields) checkField(field.instructions, field.nested);
  }

  private capture(piece: string): void {
    this.captured += piece;
    if (this.captured.length > maxInstructionLength) {
      throw new Refusal('a .docx field with instructions too long to check');
    }
  }

  /** After `<`: a comment, CDATA, a processing instruction, a declaration, or a tag. */
  private readOpening(chunk: string, index: number): number {
    let at = index;
    while (at < chunk.length && this.opening.length < 8) {
      this.opening += chunk.charAt(at);
      at += 1;
      const opening = this.opening;
      if (opening === '!--') return this.expect('comment', '-->', at);
      if (opening === '![CDATA[') return this.expect('cdata', ']]>', at);
      if (opening === '?') return this.expect('instruction', '?>', at);
      if (
        opening.startsWith('!') &&
        !'!--'.startsWith(opening) &&
        !'![CDATA['.startsWith(opening)
      ) {
        throw new Refusal('a .docx part with a document type declaration');
      }
      if (!opening.startsWith('!')) {
        // A tag: its first character is already read; the rest comes in the tag state.
        this.state = 'tag';
        this.tagName = opening;
        this.tagNameDone = false;
        this.tagText = '';
        this.keepTag = false;
        this.quote = '';
        this.lastCharacter = opening;
        return at;
      }
    }
    return at;
  }

  private expect(state: ReaderState, terminator: string, at: number): number {
    this.state = state;
    this.terminator = terminator;
    this.tail = '';
    return at;
  }

  private readUntilTerminator(chunk: string, index: number): number {
    const search = this.tail + chunk.slice(index);
    const found = search.indexOf(this.terminator);
    const end = found === -1 ? search.length : found;
    if (this.state === 'cdata' && this.capturing) this.capture(search.slice(this.tail.length, end));
    if (found === -1) {
      this.tail = search.slice(-(this.terminator.length - 1));
      return chunk.length;
    }
    this.state = 'text';
    // Where the terminator ends, in this chunk (the tail came from earlier ones).
    return index + found + this.terminator.length - this.tail.length;
  }

  private readTag(chunk: string, index: number): number {
    let at = index;
    if (!this.tagNameDone) {
      while (at < chunk.length && !/[\s/>]/.test(chunk[at] ?? '')) {
        this.tagName += chunk.charAt(at);
        at += 1;
      }
      if (at === chunk.length) return at;
      this.tagNameDone = true;
      const local = this.tagName.replace(/^\/?(?:[\w.-]+:)?/, '');
      this.keepTag =
        !this.tagName.startsWith('/') && (local === 'fldChar' || local === 'fldSimple');
      if (this.tagName.length > 256) throw new Refusal('a .docx element name too long');
    }
    while (at < chunk.length) {
      if (this.quote !== '') {
        const close = chunk.indexOf(this.quote, at);
        const end = close === -1 ? chunk.length : close + 1;
        this.keep(chunk, at, end);
        at = end;
        if (close !== -1) this.quote = '';
        continue;
      }
      tagMarks.lastIndex = at;
      const stop = tagMarks.exec(chunk)?.index ?? -1;
      if (stop === -1) {
        this.keep(chunk, at, chunk.length);
        return chunk.length;
      }
      const mark = chunk[stop] ?? '';
      this.keep(chunk, at, stop);
      at = stop + 1;
      if (mark === '>') {
        this.state = 'text';
        this.endTag();
        return at;
      }
      this.keep(chunk, stop, at);
      this.quote = mark;
    }
    return at;
  }

  /** Notes the tag's text from `from` to `to`: its last character, and all of it when needed. */
  private keep(chunk: string, from: number, to: number): void {
    const piece = chunk.slice(from, to);
    const significant = piece.trimEnd();
    if (significant !== '') this.lastCharacter = significant.at(-1) ?? '';
    if (!this.keepTag) return;
    this.tagText += piece;
    if (this.tagText.length > maxTagLength) throw new Refusal('a .docx field element too long');
  }

  private endTag(): void {
    const name = this.tagName;
    const closing = name.startsWith('/');
    const local = name.replace(/^\/?(?:[\w.-]+:)?/, '');
    const selfClosing = this.lastCharacter === '/';
    if (local === 'instrText' || local === 'delInstrText') {
      if (closing) this.instructionText();
      else if (!selfClosing) {
        this.capturing = true;
        this.captured = '';
      }
      return;
    }
    if (closing) return;
    const attributes = attributesOf(this.tagText);
    if (local === 'fldSimple') checkField(attributes.instr ?? '', false);
    else if (local === 'fldChar') this.fieldMark(attributes.fldCharType ?? '');
  }

  private instructionText(): void {
    this.capturing = false;
    const instructions = decodeXml(this.captured);
    this.captured = '';
    const field = this.fields.at(-1);
    if (!field || field.inResult) {
      checkField(instructions, false);
      return;
    }
    field.instructions += instructions;
    if (field.instructions.length > maxInstructionLength) {
      throw new Refusal('a .docx field with instructions too long to check');
    }
  }

  private fieldMark(type: string): void {
    const field = this.fields.at(-1);
    switch (type) {
      case 'begin':
        if (field && !field.inResult) {
          // A field inside another's instructions computes part of them, maybe its type.
          if (field.instructions.trim() === '') {
            throw new Refusal('a .docx field whose type another field computes');
          }
          field.nested = true;
        }
        if (this.fields.length >= 64) throw new Refusal('.docx fields nested too deep');
        this.fields.push({ instructions: '', inResult: false, nested: false });
        break;
      case 'separate':
        if (field) field.inResult = true;
        break;
      case 'end':
        if (field) {
          this.fields.pop();
          checkField(field.instructions, field.nested);
        }
        break;
      default:
        break;
    }
  }
}

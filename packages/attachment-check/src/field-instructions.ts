import { fieldActions, switchesWithArgument } from './field-kinds.js';
import { linkRefusal } from './link-targets.js';
import { Refusal } from './refusal.js';

// Word's fields (ISO/IEC 29500-1, 17.16; [MS-DOC] 2.8.25): the same instructions in a .docx
// (w:fldSimple, w:fldChar and w:instrText) and in a .doc's text (characters 0x13, 0x14, 0x15).

/** Characters of one field's instructions kept (real ones are tens). */
const maxInstructionLength = 64 * 1024;
/** Fields nested at most (a table of contents nests two or three). */
const maxNesting = 64;

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

/**
 * True when a field's file is on the reader's own disk: a drive letter, or a file: URL to
 * one. Where Word keeps a picture inserted "linked to file" from the author's disk.
 */
export function isOwnDiskPath(written: string): boolean {
  return /^(?:file:\/{3})?[a-z]:[\\/]/i.test(written.replaceAll('\\\\', '\\').trim());
}

/** The words of a field's instructions (17.16.1): quoted, or up to white space. */
function fieldWords(instructions: string): string[] {
  return [...instructions.matchAll(/["“”„]([^"“”„]*)["“”„]?|([^\s"“”„]+)/g)].map(
    ([, quoted, bare]) => quoted ?? bare ?? '',
  );
}

/**
 * True when text names a place beyond the reader's own disk anywhere in it: a network path
 * (\\host), a URL, a root path (`C:\` is a drive, on the reader's disk). For a DATABASE
 * field's connection string, which names its data source inside other words
 * (`Provider=…;Data Source=\\host\share\x.mdb`).
 */
function namesAnotherPlace(written: string): boolean {
  const text = written.replaceAll('\\\\', '\\');
  return (
    // A network path or a URL (\\host, //host), a root or a path a share starts (after = or ;).
    /[\\/]{2}|(?:^|[=;,\s'"(])[\\/]/.test(text) ||
    // Schemes that fetch without slashes. Not any word and a colon: a connection string
    // says `Jet OLEDB:Engine Type=5`.
    /(?:^|[^a-z0-9+.-])(?:mhtml|its|mk|res|javascript|vbscript|data|ms-[a-z-]+):/i.test(text)
  );
}

/** A switch (`\d`, `\*`, `\l`): a backslash and one character. */
const isSwitch = (word: string) => /^\\[\w*#@!]$/.test(word);

/**
 * Throws when a field's instructions run or fetch something (field-kinds.ts): DDE and DDEAUTO
 * always; INCLUDEPICTURE, INCLUDETEXT, INCLUDE, IMPORT, LINK and RD unless every argument is
 * a relative path, and always when another field computes part of them (`nested`); DATABASE
 * when its database, connection string or query names a place beyond the reader's own disk (a
 * share leaks the reader's Windows credentials, and the query runs against whatever answers);
 * HYPERLINK when its target is not a link the allow-list lets be followed (link-targets.ts).
 */
export function checkField(instructions: string, nested: boolean): void {
  const [type = '', ...rest] = fieldWords(instructions);
  const kind = type.toUpperCase();
  const action = fieldActions[kind]?.action;
  if (action === undefined) return;
  if (action === 'runs') throw new Refusal(`a Word document with a ${kind} field`);
  if (nested) {
    throw new Refusal(`a Word document with a ${kind} field whose target another field computes`);
  }
  if (action === 'queries') {
    const remote = rest.find((word) => !isSwitch(word) && namesAnotherPlace(word));
    if (remote !== undefined)
      throw new Refusal(`a Word document with a DATABASE field reading ${remote}`);
    return;
  }
  if (action === 'links') {
    const withArgument = switchesWithArgument[kind] ?? new Set<string>();
    const target = rest.find(
      (word, index) => !isSwitch(word) && !withArgument.has(rest[index - 1] ?? ''),
    );
    const why = target === undefined ? undefined : linkRefusal(target.replaceAll('\\\\', '\\'));
    if (why !== undefined) throw new Refusal(`a Word document with a HYPERLINK field that ${why}`);
    return;
  }
  // A picture from the reader's own disk is drawn by Word's own filters: nothing leaves the
  // machine and nothing runs. Text, data and links from there stay refused: INCLUDETEXT copies
  // a file of the staff's into a document they may send on, LINK and IMPORT start a program.
  const target = rest.find(
    (word) =>
      !isSwitch(word) &&
      !isRelativeTarget(word) &&
      !(action === 'fetches a picture' && isOwnDiskPath(word)),
  );
  if (target !== undefined)
    throw new Refusal(`a Word document with a ${kind} field fetching ${target}`);
}

interface OpenField {
  instructions: string;
  /** Past its separator: what follows is the field's last result, not instructions. */
  inResult: boolean;
  nested: boolean;
}

/**
 * Follows fields as a document's text goes by: begin, instructions, separator, result, end,
 * nested fields marking the field around them. Each field is checked (checkField) when it
 * ends, and those still open when the text ends. Instruction text outside any field is
 * checked on its own: more is refused than a reader would run, never less.
 */
export class FieldTracker {
  private readonly fields: OpenField[] = [];

  /** A tracker in the same state, to follow one of several ways the text may go on. */
  clone(): FieldTracker {
    const copy = new FieldTracker();
    copy.fields.push(...this.fields.map((field) => ({ ...field })));
    return copy;
  }

  /** The state, as text: two trackers with the same state judge what follows alike. */
  get state(): string {
    return JSON.stringify(this.fields);
  }

  begin(): void {
    const field = this.fields.at(-1);
    if (field && !field.inResult) {
      // A field inside another's instructions computes part of them, maybe its type.
      if (field.instructions.trim() === '') {
        throw new Refusal('a Word document with a field whose type another field computes');
      }
      field.nested = true;
    }
    if (this.fields.length >= maxNesting) throw new Refusal('Word fields nested too deep');
    this.fields.push({ instructions: '', inResult: false, nested: false });
  }

  separate(): void {
    const field = this.fields.at(-1);
    if (field) field.inResult = true;
  }

  end(): void {
    const field = this.fields.pop();
    if (field) checkField(field.instructions, field.nested);
  }

  /** True while instruction text would belong to a field. */
  get inInstructions(): boolean {
    const field = this.fields.at(-1);
    return field !== undefined && !field.inResult;
  }

  /** Instruction text: the open field's, or (outside any) checked on its own. */
  instructions(text: string): void {
    const field = this.fields.at(-1);
    if (!field || field.inResult) {
      checkField(text, false);
      return;
    }
    field.instructions += text;
    if (field.instructions.length > maxInstructionLength) {
      throw new Refusal('a Word field with instructions too long to check');
    }
  }

  finish(): void {
    for (const field of this.fields.splice(0)) checkField(field.instructions, field.nested);
  }
}

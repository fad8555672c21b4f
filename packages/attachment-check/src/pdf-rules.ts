import { Refusal } from './refusal.js';
import type { PdfObjects } from './pdf-objects.js';
import { PdfName, PdfRef, PdfString, type PdfDict, type PdfValue } from './pdf-syntax.js';

/**
 * Keys that are active content or a carried file wherever they stand (ISO 32000-2):
 * JavaScript (an action's /JS, the catalog's /JavaScript name tree), embedded files (a file
 * specification's /EF, the /EmbeddedFiles name tree, associated files /AF), Rich Media
 * (Flash, 3D and video with scripts) and XFA forms (whose scripts run when they open).
 */
const activeKeys = new Map([
  ['JS', 'JavaScript'],
  ['JavaScript', 'JavaScript'],
  ['EF', 'an embedded file'],
  ['EmbeddedFiles', 'an embedded file'],
  ['AF', 'an associated (embedded) file'],
  ['XFA', 'an XFA form'],
  ['RichMediaContent', 'Rich Media content'],
  ['RichMediaSettings', 'Rich Media content'],
]);
/** Action types that run something wherever they are, clicked or not. */
const runningActions = new Map([
  ['JavaScript', 'JavaScript'],
  ['Launch', 'a launch action (runs a program or opens a file)'],
  ['RichMediaExecute', 'Rich Media content'],
]);
/** Types and subtypes that are a carried file or active media. */
const activeTypes = new Map([
  ['EmbeddedFile', 'an embedded file'],
  ['FileAttachment', 'a file attachment annotation'],
  ['RichMedia', 'Rich Media content'],
]);
/**
 * What a reader may do by itself, when the document opens or a page or field event fires
 * (an /OpenAction, any /AA): move to a place in the document, run a menu command of the
 * viewer, show or hide layers or fields, reset a form. Everything else that happens
 * unasked (fetching an address, opening another file, submitting or importing form data,
 * playing media, JavaScript) is refused there, even where a click on it is allowed.
 */
const harmlessUnasked = new Set([
  'GoTo',
  'GoToDp',
  'Named',
  'SetOCGState',
  'Trans',
  'Hide',
  'ResetForm',
  'Thread',
]);
/** Actions whose /F names a file or address the reader opens or sends to. */
const fileActions = new Set(['GoToR', 'GoToE', 'Launch', 'SubmitForm', 'ImportData']);

/** Depth of nesting walked (documents nest a few levels; the parser keeps at most 64). */
const maxDepth = 64;

/**
 * True when a file specification's path is a network share (`\\\\host`, `//host`,
 * `file://host/`, `smb:`): opening it, even by a click, sends the reader's Windows
 * credentials (NTLM) to that host without a warning in some readers (7.11.2).
 */
function isNetworkShare(path: string): boolean {
  return /^(?:\\\\|\/\/|file:\/\/(?!\/)|smb:)/i.test(path.trim());
}

/** The paths a file specification (a string or a dictionary) names. */
function filePaths(value: PdfValue | undefined, objects: PdfObjects): string[] {
  const paths: string[] = [];
  for (const item of resolve(value, objects)) {
    if (item instanceof PdfString) paths.push(item.text);
    if (!(item instanceof Map)) continue;
    const system = item.get('FS');
    if (system instanceof PdfName && system.name === 'URL') paths.push('url:');
    for (const key of ['F', 'UF', 'DOS', 'Mac', 'Unix']) {
      for (const path of resolve(item.get(key), objects)) {
        if (path instanceof PdfString) paths.push(path.text);
      }
    }
  }
  return paths;
}

/** The value, or every value found under the object number a reference names. */
function resolve(value: PdfValue | undefined, objects: PdfObjects): PdfValue[] {
  if (value === undefined) return [];
  if (value instanceof PdfRef) return objects.byNumber.get(value.number) ?? [];
  return [value];
}

/**
 * True for a value that holds nothing: an empty array, string or dictionary, or a name tree
 * whose /Names and /Kids are empty (some writers put an empty /EmbeddedFiles tree in every
 * file). Nothing there is no evidence of anything.
 */
function isEmpty(value: PdfValue, objects: PdfObjects): boolean {
  const values = resolve(value, objects);
  return values.every((item) => {
    if (item === null) return true;
    if (Array.isArray(item)) return item.length === 0;
    if (item instanceof PdfString) return item.text.trim() === '';
    if (!(item instanceof Map)) return false;
    const entries = [...item.keys()].filter((key) => key !== 'Names' && key !== 'Kids');
    if (entries.length > 0) return false;
    return ['Names', 'Kids'].every((key) => {
      const list = item.get(key);
      return (
        list === undefined ||
        resolve(list, objects).every((inner) => Array.isArray(inner) && inner.length === 0)
      );
    });
  });
}

const nameOf = (dict: PdfDict, key: string) => {
  const value = dict.get(key);
  return value instanceof PdfName ? value.name : undefined;
};

/**
 * Judges a PDF's objects as they are found (`visit`), and what needs other objects once all
 * are found (`finish`): a value under a key given by reference, a file action's target, the
 * actions run unasked.
 */
export class PdfJudge {
  /** A document catalog was found. */
  private catalog = false;
  /** The objects trailers and cross-reference streams name as the document's root. */
  private readonly roots: number[] = [];
  private readonly unasked: PdfValue[] = [];
  private readonly additional: PdfValue[] = [];
  private readonly later: ((objects: PdfObjects) => void)[] = [];

  visit(value: PdfValue): void {
    walk(value, 0, (dict) => this.checkDictionary(dict));
  }

  /**
   * True when the file has what a reader needs to open it: a document catalog, or a root
   * dictionary its trailer names. A web page between a PDF header and trailer has neither.
   */
  isDocument(objects: PdfObjects): boolean {
    return this.catalog || this.roots.some((number) => objects.dictionaries.has(number));
  }

  finish(objects: PdfObjects): void {
    for (const check of this.later) check(objects);
    for (const value of this.additional) {
      for (const events of resolve(value, objects)) {
        if (events instanceof Map) this.unasked.push(...events.values());
      }
    }
    checkUnasked(this.unasked, objects);
  }

  /** Throws a Refusal for a dictionary that is active content wherever it stands. */
  private checkDictionary(dict: PdfDict): void {
    if (nameOf(dict, 'Type') === 'Catalog' || dict.has('Pages')) this.catalog = true;
    const root = dict.get('Root');
    if (root instanceof PdfRef) this.roots.push(root.number);
    for (const [key, why] of activeKeys) {
      const value = dict.get(key);
      if (value === undefined) continue;
      const judge = (objects: PdfObjects) => {
        if (!isEmpty(value, objects)) throw new Refusal(`a PDF with ${why} (/${key})`);
      };
      if (value instanceof PdfRef) this.later.push(judge);
      else judge({ byNumber: new Map(), unread: [], dictionaries: new Set() });
    }
    for (const key of ['Type', 'Subtype']) {
      const why = activeTypes.get(nameOf(dict, key) ?? '');
      if (why) throw new Refusal(`a PDF with ${why}`);
    }
    const action = nameOf(dict, 'S');
    if (action !== undefined) {
      const why = runningActions.get(action);
      if (why) throw new Refusal(`a PDF with ${why}`);
      const target = dict.get('F');
      if (fileActions.has(action) && target !== undefined) {
        this.later.push((objects) => {
          const share = filePaths(target, objects).find(isNetworkShare);
          if (share !== undefined)
            throw new Refusal(`a PDF whose ${action} action reaches ${share}`);
        });
      }
    }
    const open = dict.get('OpenAction');
    if (open !== undefined) this.unasked.push(open);
    const events = dict.get('AA');
    if (events !== undefined) this.additional.push(events);
  }
}

/** Walks every dictionary inside the value. */
function walk(value: PdfValue, depth: number, visit: (dict: PdfDict) => void): void {
  if (depth > maxDepth) return;
  if (Array.isArray(value)) {
    for (const item of value) walk(item, depth + 1, visit);
  } else if (value instanceof Map) {
    visit(value);
    for (const item of value.values()) walk(item, depth + 1, visit);
  }
}

/** Throws a Refusal for an action a reader runs unasked, following /Next chains. */
function checkUnasked(roots: PdfValue[], objects: PdfObjects): void {
  const seen = new Set<PdfValue>();
  const pending = [...roots];
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    for (const item of resolve(value, objects)) {
      if (seen.has(item)) continue;
      seen.add(item);
      if (Array.isArray(item)) {
        // A destination (page and position) or a list of actions from /Next.
        pending.push(...item.filter((entry) => entry instanceof Map || entry instanceof PdfRef));
        continue;
      }
      if (!(item instanceof Map)) continue;
      const action = nameOf(item, 'S');
      if (action !== undefined && !harmlessUnasked.has(action)) {
        throw new Refusal(`a PDF that runs a ${action} action by itself (on opening or an event)`);
      }
      const next = item.get('Next');
      if (next !== undefined) pending.push(next);
    }
  }
}

import { Refusal } from './refusal.js';
import type { PdfGraph } from './pdf-graph.js';
import { PdfName, PdfRef, PdfString, type PdfDict, type PdfValue } from './pdf-values.js';

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
  // A 3D stream's script, run when the 3D artwork is instantiated.
  ['OnInstantiate', "JavaScript (a 3D stream's)"],
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
const fileActions = new Set(['GoToR', 'GoToE', 'Launch', 'SubmitForm', 'ImportData', 'Thread']);

/**
 * Depth of nesting walked: documents nest a few levels, and qpdf keeps at most 500 (it says
 * so, and the file is refused, pdf-graph.ts); deeper than this is never left unread.
 */
const maxDepth = 600;

/**
 * A path or address as a reader and Windows would take it: percent-escapes undone (a few
 * times: `%255C` is `%5C` is `\`), backslashes as slashes, surrounding white space and NULs gone.
 */
function normalisePath(raw: string): string {
  let path = raw;
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(path); round += 1) {
    try {
      path = decodeURIComponent(path);
    } catch {
      path = path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
    }
  }
  // URL parsers drop tabs and line breaks anywhere in an address.
  return path
    .replace(/[\0\t\n\r]/g, '')
    .trim()
    .replace(/\\/g, '/');
}

/**
 * True when a file specification's path or a link's address is a network share (`\\host`,
 * `//host`, `\/host`, `file://host/`, `file:////host/`, `smb:`): opening it, even by a click,
 * sends the reader's Windows credentials (NTLM) to that host without a warning in some readers
 * (a file specification's network path). `file:///c:/…` and `file://localhost/…` are this machine's own files.
 */
export function isNetworkShare(raw: string): boolean {
  const path = normalisePath(raw);
  if (/^(?:smb|cifs|nfs|afp|webdavs?):/i.test(path)) return true;
  const afterScheme = path.replace(/^file:/i, '');
  const host = /^\/\/+([^/]*)/.exec(afterScheme);
  if (!host) return false;
  // file://localhost/… is this machine's file: what follows is judged as a path of its own.
  if (host[1]?.toLowerCase() === 'localhost')
    return isNetworkShare(afterScheme.slice(host[0].length));
  if (/^file:\/\/\/(?!\/)/i.test(path)) return false;
  return host[1] !== '';
}

/** The value, or the object a reference names. */
function resolve(value: PdfValue | undefined, graph: PdfGraph): PdfValue[] {
  if (value === undefined) return [];
  if (value instanceof PdfRef) {
    const found = graph.resolve(value);
    return found === undefined ? [] : [found];
  }
  return [value];
}

/** The strings a value holds, itself or by reference. */
function strings(value: PdfValue | undefined, graph: PdfGraph): string[] {
  return resolve(value, graph).flatMap((item) => (item instanceof PdfString ? [item.text] : []));
}

/** The paths a file specification (a string or a dictionary) names. */
function filePaths(value: PdfValue | undefined, graph: PdfGraph): string[] {
  const paths: string[] = [];
  for (const item of resolve(value, graph)) {
    if (item instanceof PdfString) paths.push(item.text);
    if (!(item instanceof Map)) continue;
    for (const key of ['F', 'UF', 'DOS', 'Mac', 'Unix'])
      paths.push(...strings(item.get(key), graph));
  }
  return paths;
}

/**
 * True for a value that holds nothing: an empty array, string or dictionary, or a name tree
 * whose /Names and /Kids are empty (some writers put an empty /EmbeddedFiles tree in every
 * file). Nothing there is no evidence of anything.
 */
function isEmpty(value: PdfValue, graph: PdfGraph): boolean {
  return resolve(value, graph).every((item) => {
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
        resolve(list, graph).every((inner) => Array.isArray(inner) && inner.length === 0)
      );
    });
  });
}

/** A name under the key, given directly or by reference (every reader resolves both). */
function nameAt(dict: PdfDict, key: string, graph: PdfGraph | undefined): string | undefined {
  const value = dict.get(key);
  if (value instanceof PdfName) return value.name;
  if (value instanceof PdfRef && graph) {
    const found = graph.resolve(value);
    return found instanceof PdfName ? found.name : undefined;
  }
  return undefined;
}

/** True when a key the rules read as a name is given by reference, to be read once all are found. */
const namesByReference = (dict: PdfDict) =>
  ['Type', 'Subtype', 'S'].some((key) => dict.get(key) instanceof PdfRef);

/**
 * Judges a PDF's objects as qpdf finds them (`visit`), and what needs other objects once all
 * are found (`finish`): a value under a key given by reference, a file action's target, the
 * actions run unasked.
 */
export class PdfJudge {
  /** A document catalog was found. */
  private catalog = false;
  private readonly unasked: PdfValue[] = [];
  private readonly additional: PdfValue[] = [];
  private readonly later: ((graph: PdfGraph) => void)[] = [];

  visit(value: PdfValue): void {
    walk(value, 0, (dict) => this.checkDictionary(dict, undefined));
  }

  /**
   * True when the file has what a reader needs to open it: a document catalog, or a root
   * dictionary its trailer names. A web page between a PDF header and trailer has neither.
   */
  isDocument(graph: PdfGraph): boolean {
    return (
      this.catalog || resolve(graph.trailer?.get('Root'), graph).some((root) => root instanceof Map)
    );
  }

  finish(graph: PdfGraph): void {
    for (const check of this.later) check(graph);
    for (const value of this.additional) {
      for (const events of resolve(value, graph)) {
        if (events instanceof Map) this.unasked.push(...events.values());
      }
    }
    checkUnasked(this.unasked, graph);
  }

  /**
   * Throws a Refusal for a dictionary that is active content wherever it stands. A dictionary
   * whose type or action is given by reference is judged again once all objects are found.
   */
  private checkDictionary(dict: PdfDict, graph: PdfGraph | undefined): void {
    if (graph === undefined && namesByReference(dict)) {
      this.later.push((found) => this.checkDictionary(dict, found));
    }
    if (nameAt(dict, 'Type', graph) === 'Catalog' || dict.has('Pages')) this.catalog = true;
    if (graph === undefined) this.checkKeys(dict);
    for (const key of ['Type', 'Subtype']) {
      const why = activeTypes.get(nameAt(dict, key, graph) ?? '');
      if (why) throw new Refusal(`a PDF with ${why}`);
    }
    const action = nameAt(dict, 'S', graph);
    if (action !== undefined) this.checkAction(dict, action);
    // A URI dictionary's base: the reader resolves relative links against it.
    const base = dict.get('Base');
    if (graph === undefined && base !== undefined) {
      this.later.push((found) => {
        const share = strings(base, found).find(isNetworkShare);
        if (share !== undefined) throw new Refusal(`a PDF whose links resolve against ${share}`);
      });
    }
    if (graph !== undefined) return;
    const open = dict.get('OpenAction');
    if (open !== undefined) this.unasked.push(open);
    const events = dict.get('AA');
    if (events !== undefined) this.additional.push(events);
  }

  /** Keys that are active content wherever they stand, unless what they hold is empty. */
  private checkKeys(dict: PdfDict): void {
    for (const [key, why] of activeKeys) {
      const value = dict.get(key);
      if (value === undefined) continue;
      const judge = (graph: PdfGraph | undefined) => {
        if (graph === undefined && value instanceof PdfRef) {
          this.later.push(judge);
          return;
        }
        const empty = graph ? isEmpty(value, graph) : isEmpty(value, noObjects);
        if (!empty) throw new Refusal(`a PDF with ${why} (/${key})`);
      };
      judge(undefined);
    }
  }

  /** An action: one that runs something wherever it is, or reaches a network share. */
  private checkAction(dict: PdfDict, action: string): void {
    const why = runningActions.get(action);
    if (why) throw new Refusal(`a PDF with ${why}`);
    const target = fileActions.has(action)
      ? dict.get('F')
      : action === 'URI'
        ? dict.get('URI')
        : undefined;
    if (target === undefined) return;
    this.later.push((graph) => {
      const paths = action === 'URI' ? strings(target, graph) : filePaths(target, graph);
      const share = paths.find(isNetworkShare);
      if (share !== undefined) throw new Refusal(`a PDF whose ${action} action reaches ${share}`);
    });
  }
}

/** A graph with no objects, for values that hold no reference. */
const noObjects: PdfGraph = { resolve: () => undefined, trailer: undefined };

/** Walks every dictionary inside the value. */
function walk(value: PdfValue, depth: number, visit: (dict: PdfDict) => void): void {
  if (depth > maxDepth) throw new Refusal('a PDF whose objects nest deeper than any document');
  if (Array.isArray(value)) {
    for (const item of value) walk(item, depth + 1, visit);
  } else if (value instanceof Map) {
    visit(value);
    for (const item of value.values()) walk(item, depth + 1, visit);
  }
}

/** Throws a Refusal for an action a reader runs unasked, following /Next chains. */
function checkUnasked(roots: PdfValue[], graph: PdfGraph): void {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    if (value instanceof PdfRef) {
      if (seen.has(value.id)) continue;
      seen.add(value.id);
    }
    for (const item of resolve(value, graph)) {
      if (Array.isArray(item)) {
        // A destination (page and position) or a list of actions from /Next.
        pending.push(...item.filter((entry) => entry instanceof Map || entry instanceof PdfRef));
        continue;
      }
      if (!(item instanceof Map)) continue;
      const action = nameAt(item, 'S', graph);
      if (action !== undefined && !harmlessUnasked.has(action)) {
        throw new Refusal(`a PDF that runs a ${action} action by itself (on opening or an event)`);
      }
      const next = item.get('Next');
      if (next !== undefined) pending.push(next);
    }
  }
}

import { Refusal } from './refusal.js';
import type { PdfGraph } from './pdf-graph.js';
import { fileTargetRefusal, linkRefusal } from './link-targets.js';
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
/**
 * Keys whose value decides whether a dictionary is active content, what runs unasked or where
 * a link or action leads, including the ones that hold such a dictionary written in place (an
 * annotation's /A, a /Next). Given twice in one dictionary, the value a reader acts on may be
 * one this check never sees (pdf-graph.ts refuses that). /Type and /Subtype are not among
 * them: what they would hide is found by its keys (/EF, /RichMediaContent).
 */
export const decidingKeys: ReadonlySet<string> = new Set([
  ...activeKeys.keys(),
  'S',
  'A',
  'AA',
  'OpenAction',
  'Next',
  'URI',
  'Base',
  'F',
  'UF',
  'DOS',
  'Mac',
  'Unix',
  'Win',
  'FS',
  'Names',
  'AcroForm',
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

/** The value, or the objects a reference names (one per view of the file that differs). */
function resolve(value: PdfValue | undefined, graph: PdfGraph): PdfValue[] {
  if (value === undefined) return [];
  if (value instanceof PdfRef) return graph.resolve(value);
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

/** The names under the key, given directly or by reference (every reader resolves both). */
function namesAt(dict: PdfDict, key: string, graph: PdfGraph | undefined): string[] {
  const value = dict.get(key);
  if (value instanceof PdfName) return [value.name];
  if (value instanceof PdfRef && graph) {
    return graph.resolve(value).flatMap((found) => (found instanceof PdfName ? [found.name] : []));
  }
  return [];
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
    if (namesAt(dict, 'Type', graph).includes('Catalog') || dict.has('Pages')) this.catalog = true;
    if (graph === undefined) this.checkKeys(dict);
    for (const key of ['Type', 'Subtype']) {
      for (const name of namesAt(dict, key, graph)) {
        const why = activeTypes.get(name);
        if (why) throw new Refusal(`a PDF with ${why}`);
      }
    }
    for (const action of namesAt(dict, 'S', graph)) this.checkAction(dict, action);
    // A URI dictionary's base: the reader resolves relative links against it.
    const base = dict.get('Base');
    if (graph === undefined && base !== undefined) {
      this.later.push((found) => {
        const why = strings(base, found)
          .map(linkRefusal)
          .find((refusal) => refusal !== undefined);
        if (why !== undefined)
          throw new Refusal(`a PDF whose links resolve against a base that ${why}`);
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
      const refusals =
        action === 'URI'
          ? strings(target, graph).map(linkRefusal)
          : filePaths(target, graph).map(fileTargetRefusal);
      const why = refusals.find((refusal) => refusal !== undefined);
      if (why !== undefined) throw new Refusal(`a PDF whose ${action} action ${why}`);
    });
  }
}

/** A graph with no objects, for values that hold no reference. */
const noObjects: PdfGraph = { resolve: () => [], trailer: undefined };

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
      for (const action of namesAt(item, 'S', graph)) {
        // A thread in another file opens that file, as a launch does.
        if (!harmlessUnasked.has(action) || (action === 'Thread' && item.has('F'))) {
          throw new Refusal(
            `a PDF that runs a ${action} action by itself (on opening or an event)`,
          );
        }
      }
      const next = item.get('Next');
      if (next !== undefined) pending.push(next);
    }
  }
}

import { linkRefusal } from './link-targets.js';
import { Refusal } from './refusal.js';
import {
  attributeOf,
  drawingML,
  named,
  packageRelationships,
  unqualified,
  wordprocessingML,
  type XmlAttribute,
  type XmlElement,
} from './office-namespaces.js';
import type { XmlVisitor } from './docx-xml.js';

/** One relationship of a part (ECMA-376 Part 2, 9.3), its attributes as they are written. */
export interface Relationship {
  id: string;
  type: string;
  target: string;
  external: boolean;
}

/** Relationship types that are active content or load it, whatever their target. */
const activeRelationships = new Map([
  ['control', 'an ActiveX control'],
  ['activeXControlBinary', 'an ActiveX control'],
  ['aFChunk', 'an imported document (altChunk)'],
  ['vbaProject', 'a VBA macro project'],
]);

/**
 * A path on the reader's own disk (file:///C:/…, C:\…): where Word saves the template a
 * document was made from, in most documents written from a company template, and a picture
 * inserted "linked to file". Nothing is fetched from elsewhere; a web or network address is.
 */
const localDrivePath = /^(?:file:\/{3})?[a-z]:[\\/]/i;

/** A target as Word resolves it: percent-escapes undone (`%5C%5Chost` is `\\host`). */
function resolved(target: string): string {
  const trimmed = target.trim();
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return trimmed;
  }
}

/**
 * True when a relationship's target is somewhere else than the package or the reader's own
 * disk: a URL of any scheme, a network path (\\host, //host), and for an external one any
 * root path too. An internal target that starts with one `/` is a part name.
 */
export function targetElsewhere(relationship: Relationship): boolean {
  const target = resolved(relationship.target);
  if (localDrivePath.test(target)) return false;
  if (/^[a-z][a-z0-9+.-]+:/i.test(target) || /^(?:\\|\/\/)/.test(target)) return true;
  return relationship.external && target.startsWith('/');
}

/** Why a relationship is active content by its type, or undefined when it is not. */
export function activeRelationship(relationship: Relationship): string | undefined {
  const type = relationship.type.trim();
  const shortType = type.slice(type.lastIndexOf('/') + 1);
  const active = activeRelationships.get(shortType);
  if (active) return active;
  // A link is followed when clicked: only to the web, to mail or beside the document.
  if (relationship.external && shortType === 'hyperlink') {
    const why = linkRefusal(relationship.target);
    if (why !== undefined) return `a link that ${why}`;
  }
  // Links open only when clicked, and the reader shows where they go. A template or a mail
  // merge's data source on the author's own disk (or beside the document) fetches nothing.
  const ownFile =
    (shortType === 'attachedTemplate' ||
      shortType === 'mailMergeSource' ||
      shortType === 'mailMergeHeaderSource') &&
    !targetElsewhere(relationship);
  if (relationship.external && shortType !== 'hyperlink' && !ownFile) {
    return `an external ${shortType || 'relationship'} (${relationship.target})`;
  }
  return undefined;
}

/**
 * Reads a relationships part: every Relationship element of the Open Packaging Conventions
 * namespace, its attributes without a namespace (an `x:TargetMode` is another attribute,
 * which no reader takes for TargetMode). Each is judged by its type (activeRelationship),
 * then kept for the check of what uses it.
 */
export function relationshipsVisitor(
  part: string,
  label: string,
  found: Relationship[],
): XmlVisitor {
  return {
    open(element) {
      if (!named(element, packageRelationships, 'Relationship')) return;
      const value = (local: string) => attributeOf(element, unqualified, local) ?? '';
      const relationship = {
        id: value('Id'),
        type: value('Type'),
        target: value('Target'),
        external: value('TargetMode').trim().toLowerCase() === 'external',
      };
      const active = activeRelationship(relationship);
      if (active) throw new Refusal(`a ${label} with ${active} in ${part}`);
      found.push(relationship);
    },
  };
}

/** Elements whose relationship the reader follows only when the reader clicks: links. */
const clickedUses: readonly [ReadonlySet<string>, string][] = [
  [wordprocessingML, 'hyperlink'],
  [drawingML, 'hlinkClick'],
  [drawingML, 'hlinkHover'],
];
/**
 * Throws when an element uses (by r:id, r:embed, r:link, o:relid…) a relationship whose
 * target is elsewhere (targetElsewhere: a template or a picture on the author's own disk is
 * not), unless it is a link the reader follows on a click: whatever type the
 * relationship declares, a template, a picture, a frame or an object is loaded when the
 * document opens (a relationship typed as a hyperlink but named by w:attachedTemplate is a
 * remote template). Every relationship with the Id is looked at, in any case of its letters.
 */
export function checkRelationshipUse(
  element: XmlElement,
  attribute: XmlAttribute,
  relationships: readonly Relationship[],
  label: string,
): void {
  // r:href: a picture's link (VML), followed when the picture is clicked.
  if (attribute.local === 'href') return;
  if (clickedUses.some(([space, local]) => named(element, space, local))) return;
  const id = attribute.value;
  const wanted = id.trim().toLowerCase();
  for (const relationship of relationships) {
    if (relationship.id.trim().toLowerCase() !== wanted || !targetElsewhere(relationship)) continue;
    throw new Refusal(
      `a ${label} whose ${element.local} loads ${relationship.target} (relationship ${relationship.id}) on opening`,
    );
  }
}

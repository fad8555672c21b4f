import type { Relationship } from './docx-relationships.js';

// How Word and LibreOffice reach the parts of an Office package (ECMA-376 Part 2, 9): from
// the package's relationships (`_rels/.rels`) to the main document, from each part through its
// own relationships part to the parts it uses, and each part read as its relationship's type
// says, whatever its name, extension or declared content type.

/** A relationships part's name (ECMA-376 Part 2, 9.3.3.1): `_rels/<source>.rels` in its folder. */
export const isRelationshipsPart = (name: string): boolean =>
  /(?:^|\/)_rels\/[^/]*\.rels$/i.test(name);

/** The relationships part of a part (`word/_rels/document.xml.rels`); the package's for ''. */
export function relationshipsPartOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`.toLowerCase();
}

/**
 * The part an internal relationship's target names, as a lower-cased part name (part names
 * compare without case, ECMA-376 Part 2, 9.1.1.1): relative to the source part's folder, or
 * from the package's root when it starts with `/`; percent-escapes undone, `.` and `..` taken
 * as they are in a URI, backslashes as slashes, a fragment left out.
 */
export function targetPart(source: string, target: string): string {
  let path = target.trim().replace(/\\/g, '/').replace(/#.*$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // A target that is no valid escape sequence is read as written.
  }
  const folder = path.startsWith('/') ? [] : source.split('/').slice(0, -1);
  const segments: string[] = [...folder];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments.join('/').toLowerCase();
}

/** A relationship type's last segment: `.../relationships/header` is `header`. */
export const shortType = (type: string): string => {
  const trimmed = type.trim();
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
};

/**
 * Types whose part Word reads as WordprocessingML or other Office XML, where fields and
 * relationship uses are (ECMA-376 Part 1, 15.2 and 11.3): read as XML whatever they are named.
 */
const xmlTypes = new Set([
  'officeDocument',
  'header',
  'footer',
  'footnotes',
  'endnotes',
  'comments',
  'commentsExtended',
  'glossaryDocument',
  'settings',
  'styles',
  'stylesWithEffects',
  'numbering',
  'fontTable',
  'webSettings',
  'theme',
  'chart',
  'diagramData',
  'diagramDrawing',
  'customXml',
  'webextension',
  'webextensiontaskpanes',
]);
/** Types whose part is not XML to its reader: pictures, media, fonts, embedded objects. */
const binaryTypes = new Set([
  'image',
  'hdphoto',
  'media',
  'audio',
  'video',
  'font',
  'thumbnail',
  'printerSettings',
  'oleObject',
  'package',
  'attachedToolbars',
]);

/** How a part is to be read: as XML, as binary data, or as XML if its bytes are XML. */
export type Reading = 'xml' | 'binary' | 'sniffed';

/** How a relationship of this type has its part read (an unknown type: by its bytes). */
export function readingOf(type: string): Reading {
  const short = shortType(type);
  if (xmlTypes.has(short)) return 'xml';
  if (binaryTypes.has(short)) return 'binary';
  return 'sniffed';
}

/**
 * The parts a reader reaches from the package's relationships, each with every way it is
 * read: follows each internal relationship from the package root (`_rels/.rels`) through the
 * relationships part of every part reached. `relationships` holds each relationships part by
 * its lower-cased name; `parts` the lower-cased names of the package's parts.
 */
export function reachedParts(
  relationships: ReadonlyMap<string, readonly Relationship[]>,
  parts: ReadonlySet<string>,
): Map<string, Set<Reading>> {
  const reached = new Map<string, Set<Reading>>();
  const pending = [''];
  const seen = new Set(pending);
  for (let source = pending.pop(); source !== undefined; source = pending.pop()) {
    const found = relationships.get(source === '' ? '_rels/.rels' : relationshipsPartOf(source));
    for (const relationship of found ?? []) {
      if (relationship.external) continue;
      const part = targetPart(source, relationship.target);
      if (!parts.has(part)) continue;
      const readings = reached.get(part) ?? new Set<Reading>();
      readings.add(readingOf(relationship.type));
      reached.set(part, readings);
      if (!seen.has(part)) {
        seen.add(part);
        pending.push(part);
      }
    }
  }
  return reached;
}

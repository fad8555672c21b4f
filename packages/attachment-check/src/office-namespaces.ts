/**
 * The namespaces of Office Open XML that the checks read, each with every URI Word binds it
 * to: ISO/IEC 29500 Transitional (what Word writes) and Strict (what Word also opens, under
 * other URIs). Elements and attributes are told by namespace URI and local name, as Word and
 * LibreOffice read them; a prefix is only the document's shorthand for a URI.
 */
type Namespace = ReadonlySet<string>;

const namespace = (...uris: string[]): Namespace => new Set(uris);

/** Attributes without a prefix (a relationship's Id, Type, Target, TargetMode). */
export const unqualified = namespace('');
export const wordprocessingML = namespace(
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
);
/** The `r:` attributes that name a relationship of the part (r:id, r:embed, r:link, …). */
export const officeRelationships = namespace(
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  'http://purl.oclc.org/ooxml/officeDocument/relationships',
);
export const drawingML = namespace(
  'http://schemas.openxmlformats.org/drawingml/2006/main',
  'http://purl.oclc.org/ooxml/drawingml/main',
);
export const spreadsheetML = namespace(
  'http://schemas.openxmlformats.org/spreadsheetml/2006/main',
  'http://purl.oclc.org/ooxml/spreadsheetml/main',
);
export const packageRelationships = namespace(
  'http://schemas.openxmlformats.org/package/2006/relationships',
);
export const contentTypes = namespace(
  'http://schemas.openxmlformats.org/package/2006/content-types',
);
/** Markup Compatibility (ISO/IEC 29500-3): mc:AlternateContent, mc:Choice, mc:Fallback. */
export const markupCompatibility = namespace(
  'http://schemas.openxmlformats.org/markup-compatibility/2006',
);
/** VML's Office extensions: o:relid names a relationship as r:id does. */
export const vmlOffice = namespace('urn:schemas-microsoft-com:office:office');
/** Office add-ins stored in a document ([MS-OWEXML] 2.3). */
export const webExtension = namespace(
  'http://schemas.microsoft.com/office/webextensions/webextension/2010/11',
);

/** One attribute as the parser resolved it. */
export interface XmlAttribute {
  readonly uri: string;
  readonly local: string;
  readonly value: string;
}

/** One element as the parser resolved it: its namespace URI, local name and attributes. */
export interface XmlElement {
  readonly uri: string;
  readonly local: string;
  readonly attributes: readonly XmlAttribute[];
}

/** True when the element (or attribute) is `local` in the namespace. */
export const named = (
  node: { readonly uri: string; readonly local: string },
  space: Namespace,
  local: string,
): boolean => node.local === local && space.has(node.uri);

/**
 * The value of the element's attribute `local` in the namespace. XML allows one attribute
 * per namespace URI and local name, and the parser refuses a second; a namespace with two
 * URIs (Transitional and Strict) could have one of each, which no program writes: the
 * first is taken, and the checks read every attribute where that matters.
 */
export function attributeOf(
  element: XmlElement,
  space: Namespace,
  local: string,
): string | undefined {
  return element.attributes.find((attribute) => named(attribute, space, local))?.value;
}

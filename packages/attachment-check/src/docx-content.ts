import { FieldTracker } from './field-instructions.js';
import { Refusal } from './refusal.js';
import type { XmlVisitor } from './docx-xml.js';
import { checkRelationshipUse, type Relationship } from './docx-relationships.js';
import {
  attributeOf,
  markupCompatibility,
  named,
  officeRelationships,
  spreadsheetML,
  unqualified,
  vmlOffice,
  webExtension,
  wordprocessingML,
  type XmlElement,
} from './office-namespaces.js';

/** Characters of one instruction element kept (real ones are tens). */
const maxInstructionLength = 64 * 1024;
/**
 * Ways through mc:AlternateContent followed at once at most. They multiply only while a
 * field is open across alternatives that differ; real documents hold one at most.
 */
const maxReadings = 64;

/**
 * The fields of a WordprocessingML part as each reader may read them. mc:AlternateContent
 * (ISO/IEC 29500-3, 10.2) holds alternatives: Word takes the first mc:Choice whose required
 * namespaces it understands, else the mc:Fallback; another reader may take another, or
 * read none. Every way is followed (a field begun before the alternatives goes on in each
 * branch), and ways that reach the same state are merged.
 */
class FieldReadings {
  private current: FieldTracker[] = [new FieldTracker()];
  private readonly frames: { before: FieldTracker[]; after: FieldTracker[] }[] = [];

  each(action: (fields: FieldTracker) => void): void {
    for (const fields of this.current) action(fields);
  }

  openAlternatives(): void {
    // Reading none of the alternatives is one way too.
    this.frames.push({ before: this.current, after: this.current.map((fields) => fields.clone()) });
  }

  openBranch(): void {
    const frame = this.frames.at(-1);
    if (frame) this.current = frame.before.map((fields) => fields.clone());
  }

  closeBranch(): void {
    const frame = this.frames.at(-1);
    if (!frame) return;
    frame.after.push(...this.current);
    this.current = frame.before;
  }

  closeAlternatives(): void {
    const frame = this.frames.pop();
    if (!frame) return;
    const distinct = new Map(frame.after.map((fields) => [fields.state, fields]));
    if (distinct.size > maxReadings) {
      throw new Refusal('a Word document whose fields run through too many alternatives to check');
    }
    this.current = [...distinct.values()];
  }

  finish(): void {
    this.each((fields) => fields.finish());
  }
}

const isWord = (element: XmlElement, local: string) => named(element, wordprocessingML, local);
const isInstructions = (element: XmlElement) =>
  isWord(element, 'instrText') || isWord(element, 'delInstrText');
const isBranch = (element: XmlElement) =>
  named(element, markupCompatibility, 'Choice') || named(element, markupCompatibility, 'Fallback');

/**
 * What an XML part of an Office package holds that runs or fetches something when the
 * document opens, read by namespace URI (office-namespaces.ts):
 * - fields (ISO/IEC 29500-1, 17.16): simple ones (w:fldSimple's w:instr) and complex ones
 *   (w:fldChar begin, w:instrText, separate, end), judged by field-instructions.ts;
 * - a workbook's DDE link (SpreadsheetML's ddeLink, in an embedded workbook);
 * - an Office add-in ([MS-OWEXML] 2.3.7 we:reference) from anywhere but the Office Store:
 *   a catalog on a file share (FileSystem) or a server is fetched, and the add-in's page
 *   run, when the document opens its task pane;
 * - every attribute naming a relationship of the part (r:id, r:embed, r:link, …, o:relid),
 *   judged by what uses it (docx-relationships.ts).
 */
export function contentVisitor(
  relationships: readonly Relationship[],
  label: string,
): XmlVisitor & { finish(): void } {
  const readings = new FieldReadings();
  // One w:instrText's text, whole: the parser may hand it over in pieces.
  let instructions: string | undefined;
  return {
    open(element) {
      for (const attribute of element.attributes) {
        if (officeRelationships.has(attribute.uri) || named(attribute, vmlOffice, 'relid')) {
          checkRelationshipUse(element, attribute, relationships, label);
        }
      }
      if (named(element, spreadsheetML, 'ddeLink')) {
        throw new Refusal('an Office package with a DDE link (ddeLink)');
      }
      if (named(element, webExtension, 'reference')) {
        const storeType = attributeOf(element, unqualified, 'storeType') ?? '';
        if (storeType.trim().toUpperCase() !== 'OMEX') {
          const store = attributeOf(element, unqualified, 'store') ?? '';
          throw new Refusal(
            `an Office add-in from a ${storeType || 'nameless'} catalog (${store})`,
          );
        }
      }
      if (named(element, markupCompatibility, 'AlternateContent')) readings.openAlternatives();
      else if (isBranch(element)) readings.openBranch();
      else if (isInstructions(element)) instructions = '';
      else if (isWord(element, 'fldSimple')) {
        for (const attribute of element.attributes) {
          if (!named(attribute, wordprocessingML, 'instr')) continue;
          readings.each((fields) => fields.instructions(attribute.value));
        }
      } else if (isWord(element, 'fldChar')) {
        const type = attributeOf(element, wordprocessingML, 'fldCharType');
        if (type === 'begin') readings.each((fields) => fields.begin());
        else if (type === 'separate') readings.each((fields) => fields.separate());
        else if (type === 'end') readings.each((fields) => fields.end());
      }
    },
    close(element) {
      if (named(element, markupCompatibility, 'AlternateContent')) readings.closeAlternatives();
      else if (isBranch(element)) readings.closeBranch();
      else if (isInstructions(element) && instructions !== undefined) {
        const text = instructions;
        readings.each((fields) => fields.instructions(text));
        instructions = undefined;
      }
    },
    text(text) {
      if (instructions === undefined) return;
      instructions += text;
      if (instructions.length > maxInstructionLength) {
        throw new Refusal('an Office package field with instructions too long to check');
      }
    },
    finish: () => readings.finish(),
  };
}

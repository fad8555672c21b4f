import { type OpenFile } from './file-bytes.js';
import { Refusal } from './refusal.js';
import { collectObjects } from './pdf-objects.js';
import { PdfJudge } from './pdf-rules.js';

/**
 * Throws a Refusal unless the file is a PDF a reader opens (a document catalog among its
 * objects, or the root dictionary its trailer names) and none of the objects any reader could load is active content (pdf-rules.ts):
 * JavaScript, a launch action, an embedded or associated file, Rich Media, an XFA form, an
 * action that reaches a network share, or one other than moving within the document that
 * runs by itself (an /OpenAction or /AA: fetching an address, opening another file,
 * submitting or importing form data). Links (/URI clicked) and ordinary forms stay. The
 * objects are found as a repairing reader finds them (pdf-objects.ts), so damage that
 * readers repair (a wrong index, a wrong /Length, a missing %%EOF) is no reason to refuse,
 * and an index cannot send a reader to an object the check did not read. An object stream
 * that cannot be decoded here (encrypted, another filter) cannot be vouched for: refused.
 */
export function checkPdf(file: OpenFile): void {
  const judge = new PdfJudge();
  const objects = collectObjects(file, (value) => judge.visit(value));
  if (!judge.isDocument(objects)) {
    throw new Refusal('not a PDF a reader opens: no document catalog');
  }
  judge.finish(objects);
  const [unread] = objects.unread;
  if (unread !== undefined) throw new Refusal(`a PDF with ${unread}, which this check cannot read`);
}

import { Refusal, type OpenFile } from './file-bytes.js';
import { collectObjects } from './pdf-objects.js';
import { checkPdfObjects, hasCatalog } from './pdf-rules.js';

/**
 * Throws a Refusal unless the file is a PDF a reader opens (a document catalog among its
 * objects) and none of the objects any reader could load is active content (pdf-rules.ts).
 * The objects are found as a repairing reader finds them (pdf-objects.ts), so damage that
 * readers repair (a wrong index, a wrong /Length, a missing %%EOF) is no reason to refuse,
 * and an index cannot send a reader to an object the check did not read. An object stream
 * that cannot be decoded here (encrypted, another filter) cannot be vouched for: refused.
 */
export function checkPdf(file: OpenFile): void {
  const objects = collectObjects(file);
  if (!hasCatalog(objects)) throw new Refusal('not a PDF a reader opens: no document catalog');
  checkPdfObjects(objects);
  const [unread] = objects.unread;
  if (unread !== undefined) throw new Refusal(`a PDF with ${unread}, which this check cannot read`);
}

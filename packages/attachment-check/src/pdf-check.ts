import { Refusal } from './refusal.js';
import { readPdfGraph } from './pdf-graph.js';
import { PdfJudge } from './pdf-rules.js';

/**
 * Throws a Refusal unless the file is a PDF a reader opens (a document catalog among its
 * objects, or the root dictionary its trailer names) and none of its objects is active
 * content (pdf-rules.ts): JavaScript, a launch action, an embedded or associated file, Rich
 * Media, an XFA form, an action that reaches a network share, or one other than moving within
 * the document that runs by itself (an /OpenAction or /AA: fetching an address, opening
 * another file, submitting or importing form data). Links (/URI clicked) and ordinary forms
 * stay. The objects are the ones qpdf reads (pdf-graph.ts), a reader-grade parser that
 * repairs what readers repair, so damage is no reason to refuse.
 */
export async function checkPdf(path: string, size: number, signal?: AbortSignal): Promise<void> {
  const judge = new PdfJudge();
  const graph = await readPdfGraph(path, size, (value) => judge.visit(value), signal);
  if (!judge.isDocument(graph)) {
    throw new Refusal('not a PDF a reader opens: no document catalog');
  }
  judge.finish(graph);
}

// The API's answers as a visitor's browser gets them, and the pages.
import assert from 'node:assert/strict';
import { z } from 'zod';

const answerSchema = z.object({
  success: z.boolean(),
  code: z.string().optional(),
  message: z.string().optional(),
});
export type Answer = z.infer<typeof answerSchema> & { status: number };

export async function postForm(base: string, body: FormData): Promise<Answer> {
  const response = await fetch(`${base}/send-email.php`, { method: 'POST', body });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`the form got ${response.status} and no JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, ...answerSchema.parse(json) };
}

/** The home page as a visitor with no language preference gets it: 200, HTML, in Spanish. */
export async function expectSpanishHome(base: string): Promise<void> {
  const response = await fetch(`${base}/`);
  const html = await response.text();
  assert.equal(response.status, 200, html.slice(0, 200));
  assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
  assert.match(html, /<html[^>]* lang="es"/);
}

/** A GET that answers at all (any status): the stack listens. */
export async function answers(url: string): Promise<true | undefined> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return undefined;
  }
}

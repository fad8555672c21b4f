import { request } from 'node:http';
import { contactEndpointPath } from '@verdalia/shared';
import { validFields } from '../helper.js';
import { answerBodySchema, type AnswerBody } from './answer-body.js';

/**
 * A contact form with one file as the browser sends it, split where the file's bytes begin:
 * `head` (the text fields and the file part's headers), the file, `tail`. A raw client can
 * send the head and part of the file, and see what the server answers before the rest.
 */
export function splitUpload(
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer; type?: string },
  boundary = 'verdalia-upload',
) {
  const lines: string[] = [];
  for (const [name, value] of Object.entries({ ...validFields, ...fields })) {
    lines.push(`--${boundary}`, `Content-Disposition: form-data; name="${name}"`, '', value);
  }
  lines.push(
    `--${boundary}`,
    `Content-Disposition: form-data; name="attachment"; filename="${file.name}"`,
    `Content-Type: ${file.type ?? 'application/pdf'}`,
    '',
    '',
  );
  const head = Buffer.from(lines.join('\r\n'));
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    head,
    file: file.bytes,
    tail,
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: head.length + file.bytes.length + tail.length,
  };
}

/** Posts a form to the contact endpoint from a given local address (127.0.0.2, …). */
export async function postFrom(
  base: string,
  localAddress: string,
  form: FormData,
): Promise<{ status: number; body: AnswerBody }> {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${base}${contactEndpointPath}`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            resolve({ status: response.statusCode ?? 0, body: answerBodySchema.parse(parsed) });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

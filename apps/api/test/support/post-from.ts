import { request } from 'node:http';
import { contactEndpointPath } from '@verdalia/shared';

/** The form posted to the contact endpoint from a given local address (127.0.0.x): one visitor each. */
export async function postFrom(
  localAddress: string,
  base: string,
  form: FormData,
): Promise<{ status: number; code: string }> {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const contentType = encoded.headers.get('content-type') ?? '';
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${base}${contactEndpointPath}`,
      { method: 'POST', localAddress, headers: { 'content-type': contentType } },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (chunk: Buffer) => parts.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(parts).toString('utf8');
          const code = /"code":"([^"]*)"/.exec(text)?.[1] ?? text.slice(0, 80);
          resolve({ status: response.statusCode ?? 0, code });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

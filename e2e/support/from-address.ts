import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: FormData;
}

/**
 * HTTP from a given local address: the loopback range has 127.0.0.2, .3, …, so each can play
 * a different visitor. `path` is sent as written (no normalising of //, /./ or %-escapes).
 */
export function fromAddress(localAddress: string) {
  return async (origin: string, path: string, init: RawRequest = {}): Promise<RawAnswer> => {
    const encoded = init.body ? new Response(init.body) : undefined;
    const body = encoded ? Buffer.from(await encoded.arrayBuffer()) : undefined;
    const contentType = encoded?.headers.get('content-type');
    const { hostname, port } = new URL(origin);
    return new Promise((resolve, reject) => {
      const outgoing = request(
        {
          hostname,
          port,
          path,
          method: init.method ?? 'GET',
          localAddress,
          headers: { ...init.headers, ...(contentType && { 'content-type': contentType }) },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}

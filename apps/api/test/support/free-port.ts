import { once } from 'node:events';
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1 (for a server that starts later, or must come back on it). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no TCP port given');
  return address.port;
}

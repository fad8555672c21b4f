// Helpers of the scripts that start servers: a free port, waiting for a URL, medians.
import { connect, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx; fails early if `child` exits first. */
export async function waitForUrl(url, { child, timeoutMs = 15_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Polls a Redis server on 127.0.0.1:`port` until it answers PING with PONG. */
export async function waitForRedis(port, { timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const ping = () =>
    new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      const done = (ok) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(1000, () => done(false));
      socket.on('error', () => done(false));
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
        if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
      });
    });
  while (Date.now() < deadline) {
    if (await ping()) return;
    await sleep(100);
  }
  throw new Error(`Redis on port ${port} did not answer within ${timeoutMs} ms`);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll } from 'vitest';
import { forwardErrors } from './forward-errors.js';
import { freePort } from './free-port.js';

/** A real redis-server for one test file, without persistence, killed when the file ends. */
export async function startRedis() {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  forwardErrors(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  while (!output.includes('Ready to accept connections')) {
    if (child.exitCode !== null) throw new Error(`redis-server exited: ${output}`);
    await once(child.stdout, 'data');
  }
  afterAll(() => {
    child.kill('SIGKILL');
  });
  return { url: `redis://127.0.0.1:${port}`, child };
}

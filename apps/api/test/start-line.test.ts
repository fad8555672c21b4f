import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helper.js';
import { freePort } from './support/free-port.js';

describe('starting the server as `npm start` does', () => {
  it('says in one plain line where the site is, listening on loopback unless told', async () => {
    const port = await freePort();
    const data = await tempDir('start-line');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      // No HOST: the development default.
      env: {
        PATH: process.env.PATH,
        LOG_LEVEL: 'warn',
        PORT: String(port),
        SERVE_SITE: 'false',
        OUTBOX_DIR: path.join(data, 'outbox'),
        MAILBOX_DIR: path.join(data, 'mailbox'),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let output = '';
      child.stdout.setEncoding('utf8');
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: string) => {
          output += chunk;
          if (output.includes('\n\n')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      expect(output.trim()).toBe(
        `Mail API on http://127.0.0.1:${port}/ (mail is written as .eml files to ${path.join(data, 'mailbox')})`,
      );
      // Nothing answers on the machine's other addresses.
      const reached = await fetch(`http://127.0.0.2:${port}/healthz`).then(
        () => true,
        () => false,
      );
      expect(reached).toBe(false);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });
});

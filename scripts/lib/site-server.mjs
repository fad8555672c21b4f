// The built site served by the production server on a free port, for the measuring scripts.
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiCommand } from './api-command.mjs';
import { freePort, waitForUrl } from './processes.mjs';
import { root } from './workspace.mjs';

/** Starts apps/api/dist/server.js as `pnpm start` does, serving `webDist`: { origin, stop() }. */
export async function startSite(webDist) {
  const port = await freePort();
  const [executable, args] = apiCommand();
  const child = spawn(executable, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDist,
      OUTBOX_DIR: path.join(tmpdir(), `site-outbox-${port}`),
      MAILBOX_DIR: path.join(tmpdir(), `site-mailbox-${port}`),
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${origin}/healthz`, { child, timeoutMs: 10_000 });
  } catch (error) {
    child.kill();
    throw error;
  }
  return { origin, stop: () => child.kill() };
}

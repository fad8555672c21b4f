// The built API serving the site, started as `pnpm start` starts it, for the measuring scripts
// (audit:web, trace:web, bench:api).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiCommand } from './api-command.mjs';
import { freePort, waitForUrl } from './processes.mjs';
import { root } from './workspace.mjs';

/** The web build the scripts measure: apps/web/dist, or WEB_BUILD_DIR (relative or absolute). */
export const webDist = path.resolve(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'dist');

/**
 * Starts the built API as `pnpm start` starts it (same node flags, or `nodeFlags` when
 * given), serving the site from webDist with its outbox and mailbox under `data`;
 * API_NODE_ARGS adds flags for a one-off look (e.g. --cpu-prof or --trace-gc).
 */
export function startApi(port, data, env = {}, nodeFlags) {
  const [executable, args] = apiCommand(nodeFlags);
  const extraArgs = process.env.API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return spawn(executable, [...extraArgs, ...args], {
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST_DIR: webDist,
      OUTBOX_DIR: path.join(data, 'outbox'),
      MAILBOX_DIR: path.join(data, 'mailbox'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The site on a free port until stop(): { origin, stop() }; stop() also removes its data. */
export async function startSite() {
  const port = await freePort();
  const data = await mkdtemp(path.join(tmpdir(), 'site-'));
  const child = startApi(port, data);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    }
    await rm(data, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${origin}/healthz`, { child, timeoutMs: 10_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** The site at `origin` (--origin: a server already running, left alone) or a fresh one. */
export async function siteAt(origin) {
  return origin ? { origin: new URL(origin).origin, stop: async () => {} } : startSite();
}

// The processes the benchmarks measure, and readings of their CPU and memory.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiCommand } from '../lib/api-command.mjs';
import { root } from '../lib/workspace.mjs';

export const webDist = path.join(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'dist');

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

/** hCaptcha's siteverify, saying yes to everything: { url, close() }. */
export async function startSiteverify() {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: true }));
    });
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/siteverify`,
    close: () => server.close(),
  };
}

/** CPU seconds (user + system) the process has used so far, from /proc/<pid>/stat. */
export async function cpuSeconds(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), 1-based: utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** Resident and peak memory in MiB, from /proc/<pid>/status. */
export async function memory(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
}

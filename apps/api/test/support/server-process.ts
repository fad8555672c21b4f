import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { freePort } from './free-port.js';
import { until } from './until.js';
import { forwardErrors } from './forward-errors.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Test defaults on top of which every spawned server runs: no acknowledgements (a test that
 * counts mails asks for them), and a lock that a killed process frees within 2 s instead of
 * production's 6 s, so a restart after a SIGKILL does not wait it out.
 */
export const serverTestDefaults = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  ACKNOWLEDGE_VISITORS: 'false',
  OUTBOX_LOCK_STALE_MS: '2000',
} as const;

/** Runs a command inside another (small-disk.ts: in a mount namespace of its own). */
export type CommandWrapper = (command: string[]) => string[];

/**
 * The real server entry (src/server.ts through tsx) as its own process, with only the given
 * environment on top of the test defaults: nothing leaks in from the developer's shell.
 */
export function spawnServer(
  env: Record<string, string>,
  stderr: 'inherit' | 'pipe' = 'inherit',
  stdout: 'ignore' | 'pipe' = 'ignore',
  wrap: CommandWrapper = (command) => command,
): ChildProcess {
  const [file = process.execPath, ...args] = wrap([
    process.execPath,
    '--import',
    'tsx',
    'src/server.ts',
  ]);
  const child = spawn(file, args, {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, ...serverTestDefaults, ...env },
    stdio: ['ignore', stdout, 'pipe'],
  });
  if (stderr === 'inherit') forwardErrors(child);
  return child;
}

export interface RunningServer {
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** What the process wrote to stdout so far (its log lines), when `captureLog` was asked. */
  log: () => string;
}

const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts the real server on a free port (no site: SERVE_SITE=false unless given) and resolves
 * once GET /healthz answers. Killed at the end of the test file if still running.
 */
export async function startServer(
  env: Record<string, string>,
  options: { captureLog?: boolean; timeoutMs?: number; wrap?: CommandWrapper } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawnServer(
    { PORT: String(port), SERVE_SITE: 'false', ...env },
    'inherit',
    options.captureLog ? 'pipe' : 'ignore',
    options.wrap,
  );
  running.add(child);
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = once(child, 'exit').then(([code]: unknown[]) => {
    running.delete(child);
    return typeof code === 'number' ? code : null;
  });
  const base = `http://127.0.0.1:${port}`;
  // A hang guard: a Node process's start takes seconds on a busy 2-core machine.
  await until(
    () =>
      fetch(`${base}/healthz`).then(
        (response) => response.ok,
        () => false,
      ),
    options.timeoutMs ?? 90_000,
  );
  return { base, child, exited, log: () => output };
}

/** Sends `signal` and waits for the process to exit. */
export async function stopServer(
  server: RunningServer,
  signal: NodeJS.Signals = 'SIGKILL',
): Promise<number | null> {
  server.child.kill(signal);
  return server.exited;
}

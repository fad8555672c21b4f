import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';
import { until } from './until.js';
import { forwardErrors } from './forward-errors.js';

/**
 * The EICAR anti-virus test file (eicar.org): harmless, and detected as a virus by design.
 * Kept in two halves so this source file is not itself reported by a scanner.
 */
export const eicar = Buffer.from(
  ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-', 'ANTIVIRUS-TEST-FILE!$H+H*'].join(''),
  'latin1',
);

/** The clamd configuration production runs (docker compose, start:prod). */
export const productionConfig = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../deploy/clamd.conf',
);

/** Answers clamd's PING with PONG: it has loaded its signatures and listens. */
async function pong(port: number): Promise<boolean> {
  const socket = connect({ host: '127.0.0.1', port });
  try {
    await once(socket, 'connect');
    socket.write('zPING\0');
    const received: unknown[] = await once(socket, 'data');
    const data = received[0];
    return Buffer.isBuffer(data) && data.toString('latin1').startsWith('PONG');
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

export interface Clamd {
  /** tcp://127.0.0.1:port */
  url: string;
  /** unix:///…/clamd.sock: the same daemon on its local socket. */
  socketUrl: string;
  /** Milliseconds from spawning clamd to its first PONG. */
  startupMs: number;
  /** Stops the daemon's process (SIGSTOP): it still accepts connections, and never answers. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/**
 * Debian's clamd (clamav-daemon), offline, on a free port of 127.0.0.1 and a local socket, with only the
 * signatures given: each file's MD5 signature as `sigtool --md5` writes it (a .hdb line),
 * in a database folder of its own. Production runs clamd with freshclam's databases.
 */
export async function startClamd(
  dir: string,
  samples: Record<string, Buffer>,
  { production = false } = {},
): Promise<Clamd> {
  const database = path.join(dir, 'db');
  await mkdir(database, { recursive: true });
  const lines: string[] = [];
  for (const [name, bytes] of Object.entries(samples)) {
    const sample = path.join(dir, name);
    await writeFile(sample, bytes);
    const made = spawnSync('sigtool', ['--md5', name], { cwd: dir, encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`sigtool --md5 failed: ${made.stderr}`);
    lines.push(made.stdout.trim());
  }
  await writeFile(path.join(database, 'test.hdb'), `${lines.join('\n')}\n`);
  const port = await freePort();
  const config = path.join(dir, 'clamd.conf');
  // With `production`, deploy/clamd.conf's limits and heuristics, its addresses and paths
  // replaced by the test's.
  const replaced = new Set([
    'Foreground',
    'User',
    'PidFile',
    'TCPSocket',
    'TCPAddr',
    'LocalSocket',
    'DatabaseDirectory',
    'LogFile',
    'Bytecode',
  ]);
  const base = production
    ? (await readFile(productionConfig, 'utf8'))
        .split('\n')
        .filter((line) => !replaced.has(line.trim().split(/\s+/)[0] ?? ''))
    : [];
  await writeFile(
    config,
    [
      ...base,
      'Foreground yes',
      `TCPSocket ${port}`,
      'TCPAddr 127.0.0.1',
      `LocalSocket ${path.join(dir, 'clamd.sock')}`,
      `DatabaseDirectory ${database}`,
      `LogFile ${path.join(dir, 'clamd.log')}`,
      // Only the signatures above: no bytecode engine to start, nothing to fetch.
      'Bytecode no',
      '',
    ].join('\n'),
  );
  const started = performance.now();
  // Debian puts clamd in /usr/sbin, which a user's PATH often lacks.
  const command = existsSync('/usr/sbin/clamd') ? '/usr/sbin/clamd' : 'clamd';
  const child: ChildProcess = spawn(command, [`--config-file=${config}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  forwardErrors(child);
  const exited = once(child, 'exit');
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`clamd exited with ${child.exitCode}`);
    return pong(port);
  }, 60_000);
  const startupMs = performance.now() - started;
  return {
    url: `tcp://127.0.0.1:${port}`,
    socketUrl: `unix://${path.join(dir, 'clamd.sock')}`,
    startupMs,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

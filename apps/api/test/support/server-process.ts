import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The real server entry (src/server.ts through tsx) as its own process, with only the given
 * environment on top of test defaults: nothing leaks in from the developer's shell.
 */
export function spawnServer(
  env: Record<string, string>,
  stderr: 'inherit' | 'pipe' = 'inherit',
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', stderr],
  });
}

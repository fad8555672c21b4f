// Runs the production topology in the foreground: redis-server, API_REPLICAS API processes
// and nginx in front, each restarted if it dies, all stopped on SIGINT/SIGTERM. Called by
// scripts/start-prod.sh after the build (which wrote apps/web/dist/nginx/*.conf).
//   PORT (8080)          nginx's port; replica i listens on PORT + i, Redis on PORT + N + 1
//   HOST (0.0.0.0)       nginx's address (the replicas and Redis listen on 127.0.0.1 only)
//   API_REPLICAS (2)     how many API processes
//   PROD_DATA_DIR (.data/prod)  per-replica outbox and mailbox, nginx's and Redis's files
//   REDIS_URL            an existing Redis instead of the local one
// The state (pids and ports) is written to PROD_DATA_DIR/topology.json.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiCommand } from '../lib/api-command.mjs';
import { waitForUrl } from '../lib/processes.mjs';
import { nginxMainConfig, nginxBinary } from './nginx-main.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const env = process.env;
const port = Number(env.PORT ?? 8080);
const replicas = Number(env.API_REPLICAS ?? 2);
const host = env.HOST ?? '0.0.0.0';
const dataDir = path.resolve(root, env.PROD_DATA_DIR ?? '.data/prod');
const distDir = path.resolve(root, env.WEB_DIST_DIR ?? 'apps/web/dist');
const redisPort = port + replicas + 1;
const redisUrl = env.REDIS_URL ?? `redis://127.0.0.1:${redisPort}`;
if (!Number.isInteger(replicas) || replicas < 1) throw new Error('API_REPLICAS must be ≥ 1');

const services = new Map();
let stopping = false;
const log = (message) => process.stderr.write(`start:prod: ${message}\n`);

async function writeState() {
  const state = Object.fromEntries(
    [...services].map(([name, service]) => [
      name,
      { pid: service.child?.pid, port: service.port, ...service.info },
    ]),
  );
  // Written aside and renamed over: a reader (the e2e tests) never sees a half-written file.
  const file = path.join(dataDir, 'topology.json');
  await writeFile(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
}

let saving = Promise.resolve();
/** One write at a time, each with the state as it is when its turn comes. */
function saveState() {
  saving = saving.then(writeState, writeState);
  return saving;
}

/** Starts a process and restarts it whenever it exits, until the topology stops. */
function supervise(name, port, command, args, options = {}, info = {}) {
  const service = { port, info, child: undefined };
  services.set(name, service);
  // A process that dies right after it starts (a bad setting, a port in use) is restarted
  // after a delay that doubles up to 10 s, not four times a second for ever.
  let delay = 250;
  const run = () => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
    service.child = child;
    void saveState();
    child.on('exit', (code, signal) => {
      if (stopping) return;
      delay = Date.now() - started > 10_000 ? 250 : Math.min(delay * 2, 10_000);
      log(`${name} exited (${signal ?? code}); restarting in ${delay} ms`);
      setTimeout(run, delay);
    });
  };
  run();
  return service;
}

async function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping nginx, ${replicas} API replicas and Redis`);
  const exits = [...services.values()]
    .map((service) => service.child)
    .filter((child) => child && child.exitCode === null && child.signalCode === null)
    .map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const [name, service] of services)
    service.child?.kill(name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  const forced = setTimeout(() => {
    for (const service of services.values()) service.child?.kill('SIGKILL');
  }, 12_000);
  await Promise.all(exits);
  clearTimeout(forced);
  process.exit(0);
}
process.on('SIGINT', () => void stopAll('SIGINT'));
process.on('SIGTERM', () => void stopAll('SIGTERM'));

await mkdir(dataDir, { recursive: true });
if (!env.REDIS_URL) {
  await mkdir(path.join(dataDir, 'redis'), { recursive: true });
  supervise('redis', redisPort, 'redis-server', [
    '--port',
    String(redisPort),
    '--bind',
    '127.0.0.1',
    '--dir',
    path.join(dataDir, 'redis'),
    '--save',
    '',
    '--appendonly',
    'no',
    '--loglevel',
    'warning',
  ]);
}
const [node, apiArgs] = apiCommand();
const upstream = [];
for (let index = 1; index <= replicas; index += 1) {
  const replicaPort = port + index;
  const replicaDir = path.join(dataDir, `replica-${index}`);
  const outbox = path.join(replicaDir, 'outbox');
  upstream.push(`127.0.0.1:${replicaPort}`);
  supervise(
    `api-${index}`,
    replicaPort,
    node,
    apiArgs,
    {
      env: {
        ...env,
        // nginx, on this machine, is the one proxy that may say who the visitor is.
        TRUST_PROXY: env.TRUST_PROXY ?? 'loopback',
        REDIS_URL: redisUrl,
        WEB_DIST_DIR: distDir,
        ...env,
        PORT: String(replicaPort),
        HOST: '127.0.0.1',
        OUTBOX_DIR: outbox,
        MAILBOX_DIR: path.join(replicaDir, 'mailbox'),
      },
    },
    { outbox },
  );
}
await Promise.all(
  upstream.map((address) => waitForUrl(`http://${address}/healthz`, { timeoutMs: 60_000 })),
);
const nginxDir = path.join(dataDir, 'nginx');
await mkdir(nginxDir, { recursive: true });
const nginxConf = path.join(nginxDir, 'nginx.conf');
await writeFile(
  nginxConf,
  nginxMainConfig({
    workDir: nginxDir,
    includesDir: path.join(distDir, 'nginx'),
    host,
    port,
    upstream,
  }),
);
if (!existsSync(path.join(distDir, 'nginx/server.conf')))
  throw new Error('no nginx includes: build first');
supervise('nginx', port, nginxBinary(), ['-p', nginxDir, '-c', nginxConf]);
await waitForUrl(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 30_000 });
await saveState();
log(
  `ready on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (${replicas} API replicas, Redis ${redisUrl})`,
);
await sleep(2 ** 31 - 1);

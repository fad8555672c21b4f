// Runs the production topology in the foreground: redis-server, API_REPLICAS API processes
// and nginx in front, each restarted if it dies, all stopped on SIGINT/SIGTERM. Called by
// scripts/start-prod.sh after the build; writes nginx's configuration for the build where it is.
//   PORT (8080)          nginx's port; replica i listens on PORT + i, Redis on PORT + N + 1
//   HOST (0.0.0.0)       nginx's address (the replicas and Redis listen on 127.0.0.1 only)
//   API_REPLICAS (2)     how many API processes
//   PROD_DATA_DIR (.data/prod)  per-replica outbox and mailbox, nginx's and Redis's files
//   REDIS_URL            an existing Redis instead of the local one
//   NGINX_FORM_RATE_PER_MINUTE (20), NGINX_FORM_BURST (10)  nginx's first limit on form
//                        submissions per client address, before the API's own
//   NGINX_REAL_IP_FROM   a proxy in front of nginx (CDN, TLS terminator): its addresses, whose
//                        X-Forwarded-For nginx believes (add them to TRUST_PROXY too)
// The state (pids and ports) is written to PROD_DATA_DIR/topology.json.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { apiCommand } from '../lib/api-command.mjs';
import { waitForRedis, waitForUrl } from '../lib/processes.mjs';
import {
  brotliModule,
  formLimitDefaults,
  nginxMainConfig,
  nginxBinary,
  splitAddresses,
} from './nginx-main.mjs';

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

/**
 * Whether a user other than the build's owner can read it: every folder on the way open to
 * others (x), the build's files readable by them (r). Run as root, nginx switches its workers to
 * an unprivileged user, which cannot enter a clone in a private folder (/root/…, mktemp -d).
 */
function othersCanEnter(dir) {
  for (let folder = path.resolve(dir); ; folder = path.dirname(folder)) {
    if ((statSync(folder).mode & 0o001) === 0) return false;
    if (path.dirname(folder) === folder) return true;
  }
}
/** Opens a folder of copied public files to everyone: folders 0755, files 0644. */
async function openToOthers(dir) {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    await chmod(file, entry.isDirectory() ? 0o755 : 0o644);
  }
}

function othersCanRead(dir) {
  const sample = path.join(dir, 'client', 'robots.txt');
  if (existsSync(sample) && (statSync(sample).mode & 0o004) === 0) return false;
  return othersCanEnter(path.join(dir, 'client'));
}

/** The world-readable copy of the build's public files, when the build itself is private. */
let publicCopy;
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
  if (publicCopy) await rm(publicCopy, { recursive: true, force: true });
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
  // The replicas count visitors in Redis from their first request: a replica that starts
  // before it answers counts per replica until it reconnects (rate-limit-store.ts).
  await waitForRedis(redisPort, { timeoutMs: 60_000 });
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
        // nginx is the one proxy that may say who the visitor is: the address it connects to
        // the replicas from, not all of loopback (a visitor on 127.0.0.2 would be believed too).
        TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1',
        REDIS_URL: redisUrl,
        ...env,
        // nginx serves the whole site as files: the replicas answer the form and /healthz only.
        SERVE_SITE: 'false',
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
// Run as root, nginx switches its workers to an unprivileged user (nobody or www-data), which
// must be able to read the build's public files and use nginx's temporary folders. A clone in a
// private folder (/root/…, mktemp -d) allows neither: nginx then serves a copy of the public
// files (public anyway) from a folder of its own under the system's temporary folder, rather
// than running its workers as root.
let servedDist = distDir;
let nginxDir = path.join(dataDir, 'nginx');
await mkdir(nginxDir, { recursive: true });
if (process.getuid?.() === 0 && !(othersCanRead(distDir) && othersCanEnter(nginxDir))) {
  publicCopy = await mkdtemp(path.join(tmpdir(), 'verdalia-nginx-'));
  await cp(path.join(distDir, 'client'), path.join(publicCopy, 'client'), { recursive: true });
  await openToOthers(publicCopy);
  servedDist = publicCopy;
  nginxDir = path.join(publicCopy, 'nginx');
  await mkdir(nginxDir, { recursive: true });
  log(
    `the build (${distDir}) is in a folder nginx's workers cannot enter: they serve a copy of its public files from ${publicCopy}`,
  );
}
const nginxConf = path.join(nginxDir, 'nginx.conf');
const positive = (name, fallback) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
};
// The site's includes, made for this build where it is (the API's build holds the generator).
const includesModule = path.join(root, 'apps/api/dist/nginx/nginx-includes.js');
if (!existsSync(includesModule)) throw new Error('no apps/api/dist: build first');
const { nginxIncludes } = await import(pathToFileURL(includesModule).href);
const includesDir = path.join(nginxDir, 'includes');
const includes = await nginxIncludes({
  distDir: servedDist,
  buildDir: distDir,
  brotli: existsSync(brotliModule),
  upstream: 'verdalia_api',
});
await mkdir(includesDir, { recursive: true });
await writeFile(path.join(includesDir, 'http.conf'), `${includes.http}\n`);
await writeFile(path.join(includesDir, 'server.conf'), includes.server);
await writeFile(
  nginxConf,
  nginxMainConfig({
    workDir: nginxDir,
    includesDir,
    host,
    port,
    upstream,
    realIpFrom: splitAddresses(env.NGINX_REAL_IP_FROM),
    formLimit: {
      ratePerMinute: positive('NGINX_FORM_RATE_PER_MINUTE', formLimitDefaults.ratePerMinute),
      burst: positive('NGINX_FORM_BURST', formLimitDefaults.burst),
    },
  }),
);
supervise('nginx', port, nginxBinary(), ['-p', nginxDir, '-c', nginxConf]);
await waitForUrl(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 30_000 });
await saveState();
log(
  `ready on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (${replicas} API replicas, Redis ${redisUrl})`,
);
await sleep(2 ** 31 - 1);

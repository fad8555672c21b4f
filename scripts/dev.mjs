// `npm run dev`, after scripts/dev.sh has installed and built the shared package:
//  1. the mail API from its TypeScript sources (tsx), with SERVE_SITE=false, on a free port of
//     127.0.0.1; restarted when apps/api/src or the shared package's build changes;
//  2. once it answers, Vite's dev server for the website on HOST:PORT (127.0.0.1:5173 unless the
//     environment or the root .env says otherwise), handing it POST /send-email.php.
// It fails whole: when the API cannot start (the outbox lock of a running `npm start`, a bad
// setting), Vite is not started and it exits non-zero under the API's own message; when Vite
// cannot start (PORT taken), the API is stopped. The last lines it prints are the site's
// addresses, one per language. Ctrl-C or SIGTERM stops both.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, watch } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseEnv } from 'node:util';
import { freePort } from './lib/processes.mjs';
import { root, sharedPackage } from './lib/workspace.mjs';

const apiDir = path.join(root, 'apps/api');
const webDir = path.join(root, 'apps/web');
const envFile = path.join(root, '.env');
// PORT and HOST as `npm start` reads them: the environment first, then the root .env.
const fileEnv = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
const setting = (name, fallback) => process.env[name] || fileEnv[name] || fallback;
const sitePort = Number(setting('PORT', '5173'));
const siteHost = setting('HOST', '127.0.0.1');
const shownHost = ['0.0.0.0', '::'].includes(siteHost) ? '127.0.0.1' : siteHost;
const say = (line) => process.stdout.write(`${line}\n`);
const complain = (line) => process.stderr.write(`npm run dev: ${line}\n`);

if (!Number.isInteger(sitePort) || sitePort < 1 || sitePort > 65535) {
  complain(`PORT must be a port number (1-65535), not ${JSON.stringify(setting('PORT'))}`);
  process.exit(1);
}

/** A child process and the promise of its exit code (128 + n for a signal, as a shell says). */
function run(command, args, options) {
  const child = spawn(command, args, options);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.once('error', (error) => {
      complain(`${command}: ${error.message}`);
      resolve(1);
    });
  });
  return { child, exited, done: false };
}

/** Polls `url` until it answers 2xx (true), or `server` has exited (false). No clock: the
 *  server's own start-up decides, however busy the machine. */
async function answers(url, server) {
  void server.exited.then(() => (server.done = true));
  while (!server.done) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return false;
}

const apiPort = await freePort();
const apiUrl = `http://127.0.0.1:${apiPort}`;
const siteUrl = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${sitePort}`;
/** starting → running → stopping; a restart of the API happens while running. */
let phase = 'starting';
let restarting = false;
let api;
let vite;
const watchers = [];

function startApi() {
  const started = run(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', SERVE_SITE: 'false' },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group: a Ctrl-C in the terminal reaches only this script (and Vite),
    // which stops the API with one signal; a second one would make it exit without closing.
    detached: true,
  });
  void started.exited.then((code) => {
    if (api === started && phase === 'running' && !restarting) {
      complain(`the mail API stopped (exit code ${code}); it starts again when its code changes`);
    }
  });
  return started;
}

async function stopApi() {
  if (!api || api.done) return;
  api.child.kill('SIGTERM');
  await api.exited;
}

async function shutdown(code) {
  if (phase === 'stopping') return;
  phase = 'stopping';
  for (const watcher of watchers) watcher.close();
  if (vite && !vite.done) vite.child.kill('SIGTERM');
  await Promise.all([stopApi(), vite?.exited]);
  if (code === 0) say('npm run dev: the site and the mail API are stopped');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));

// 1. The API first: nothing else starts unless it does.
api = startApi();
if (!(await answers(`${apiUrl}/healthz`, api))) {
  complain(
    `the mail API could not start (exit code ${await api.exited}; its message is above), so the site was not started either`,
  );
  process.exit(1);
}

// 2. The website, its form handed to that API (apps/web/vite.config.ts reads DEV_API_URL).
vite = run(
  process.execPath,
  [
    path.join(webDir, 'node_modules/vite/bin/vite.js'),
    '--host',
    siteHost,
    '--port',
    String(sitePort),
    '--strictPort',
    // The API's lines above stay on the screen.
    '--clearScreen',
    'false',
  ],
  { cwd: webDir, env: { ...process.env, DEV_API_URL: apiUrl }, stdio: 'inherit' },
);
if (!(await answers(`${siteUrl}/`, vite))) {
  complain(
    `the site's server could not start on ${siteHost}:${sitePort} (its message is above; PORT=… chooses another port), so the mail API is stopped too`,
  );
  await shutdown(1);
}
phase = 'running';
void vite.exited.then((code) => {
  if (phase !== 'running') return;
  complain(`the site's server stopped (exit code ${code}); stopping the mail API`);
  void shutdown(code || 1);
});

// The API's code changed: stop it and start it again (a save sends several events: one restart).
let restartTimer;
let restarts = Promise.resolve();
async function restartApi() {
  if (phase !== 'running') return;
  restarting = true;
  say('npm run dev: the mail API changed; restarting it');
  await stopApi();
  api = startApi();
  restarting = false;
  if (await answers(`${apiUrl}/healthz`, api)) say('npm run dev: the mail API is running again');
}
const changed = (_event, file) => {
  if (!file || !/\.(ts|js|json)$/.test(file) || /\.test\.ts$/.test(file)) return;
  clearTimeout(restartTimer);
  restartTimer = setTimeout(() => {
    restarts = restarts.then(restartApi);
  }, 150);
};
for (const dir of [path.join(apiDir, 'src'), path.join(root, 'packages/shared/dist')]) {
  watchers.push(watch(dir, { recursive: true }, changed));
}

const { languages, languageNames, pagePath } = await sharedPackage();
say('');
say('  The site, with hot reload (Ctrl-C stops it and the mail API):');
for (const language of languages) {
  say(`    ${languageNames[language].padEnd(10)} ${siteUrl}${pagePath('home', language)}`);
}

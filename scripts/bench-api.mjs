#!/usr/bin/env node
// `pnpm bench:api` — the API's figures for issue 5, side by side with baselines, in one run.
//
// How to run (from the repository root, after building web and API — `pnpm build`):
//   pnpm bench:api                  upload + static
//   pnpm bench:api --only upload    or --only static
//   pnpm bench:api --rounds 7       measured upload rounds after one warm-up (default 5)
//   WEB_BUILD_DIR=dist-x pnpm bench:api   another build folder of apps/web
//   API_NODE_ARGS='--trace-gc' pnpm bench:api   extra node flags for the API (a one-off look)
// The API is started as `pnpm start` starts it (node flags from apps/api/package.json).
// (a) Upload: 10 concurrent clients each post a 20 MiB PDF to POST /send-email.php, 50
//     uploads per run (captcha answered by a local siteverify stub, mail taken by a local
//     SMTP server that discards it). Throughput and the server's peak RSS (VmHWM after
//     resetting it, and 10 ms samples of VmRSS from /proc/<pid>/status) against its idle
//     RSS, next to a bare Fastify route that only streams the file to disk
//     (scripts/bench/baseline-server.mjs, plain `node`: the budget's baseline), and, for
//     reference, the same route under the API's node flags. Rounds alternate the three; the
//     throughput budget is judged on the median of each round's API/baseline ratio.
// (b) Static: wrk (10 s, 2 threads, 50 connections, Accept-Encoding: br) against the
//     production server and against nginx (1 worker, brotli_static + gzip_static, same
//     build) for / and the largest JS asset. Installs wrk and nginx with apt when missing.
// Writes reports/bench-api.json and reports/bench-api.md and prints the report.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCommand, apiNodeFlags } from './lib/api-command.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiRequire = createRequire(path.join(root, 'apps/api/package.json'));
const { SMTPServer } = await import(apiRequire.resolve('smtp-server'));

const fileBytes = 20 * 1024 * 1024;
const clients = 10;
const uploadsTotal = 50;
const roundsTotal = process.argv.includes('--rounds')
  ? Number(process.argv[process.argv.indexOf('--rounds') + 1])
  : 5;
const budgets = { rssOverIdleMiB: 64, throughputRatio: 0.8, staticRatio: 0.25 };
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined;
const webDist = path.join(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'dist');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const report = { date: new Date().toISOString(), budgets };
const lines = [];
const out = (line = '') => lines.push(line);

async function freePort() {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child) {
  for (let tries = 0; tries < 300; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${url} did not answer`);
}

/** CPU seconds (user + system) the process has used so far, from /proc/<pid>/stat. */
async function cpuSeconds(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), 1-based: utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/**
 * Starts the built API as `pnpm start` starts it (same node flags), serving the site from
 * webDist with its outbox and mailbox under `data`; API_NODE_ARGS adds flags for a one-off
 * look (e.g. --cpu-prof or --trace-gc).
 */
function startApi(port, data, env = {}) {
  const [executable, args] = apiCommand();
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

async function memory(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
}

function pdfBytes(size = fileBytes) {
  const pdf = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.4\n').copy(pdf);
  pdf.write('%%EOF\n', size - 6, 'latin1');
  return pdf;
}

function form(pdf) {
  const body = new FormData();
  body.append('lang', 'es');
  body.append('name', 'Bench');
  body.append('email', 'bench@example.org');
  body.append('message', 'Medición de rendimiento.');
  body.append('hcaptcha_token', 'token');
  if (pdf) body.append('attachment', new Blob([pdf], { type: 'application/pdf' }), 'informe.pdf');
  return body;
}

/** Runs 50 uploads from 10 concurrent clients against one server process and measures it. */
async function uploadRun(label, child, url, pdf) {
  await sleep(1000);
  const idle = await memory(child.pid);
  const cpuBefore = await cpuSeconds(child.pid);
  // Writing 5 resets the kernel's peak-RSS mark, so VmHWM covers only the burst.
  await writeFile(`/proc/${child.pid}/clear_refs`, '5').catch(() => undefined);
  let sampled = idle.rss;
  const sampler = setInterval(() => {
    memory(child.pid).then(
      ({ rss }) => (sampled = Math.max(sampled, rss)),
      () => undefined,
    );
  }, 10);
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < uploadsTotal) {
        next += 1;
        const response = await fetch(url, { method: 'POST', body: form(pdf) });
        await response.arrayBuffer();
        if (response.status !== 200) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = await memory(child.pid);
  const cpu = (await cpuSeconds(child.pid)) - cpuBefore;
  const peak = Math.max(after.hwm, sampled);
  const mib = (uploadsTotal * fileBytes) / 1024 / 1024;
  return {
    label,
    uploads: uploadsTotal,
    failures,
    seconds,
    mibPerSecond: mib / seconds,
    idleRssMiB: idle.rss,
    peakRssMiB: peak,
    overIdleMiB: peak - idle.rss,
    cpuSeconds: cpu,
  };
}

async function benchUpload() {
  const data = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  const siteverify = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: true }));
    });
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => siteverify.once('listening', resolve));
  let delivered = 0;
  const smtpPort = await freePort();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 64 * 1024 * 1024,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered += 1;
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const pdf = pdfBytes();
  const children = [];
  try {
    const apiPort = await freePort();
    const api = startApi(apiPort, data, {
      NODE_ENV: 'development',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      HCAPTCHA_VERIFY_URL: `http://127.0.0.1:${siteverify.address().port}/siteverify`,
      RATE_LIMIT_MAX: '100000',
    });
    children.push(api);
    // The baseline as the budget defines it (plain `node`), and the same route under the
    // API's node flags, so the report also shows what is left once both have them.
    const startBaseline = async (nodeFlags) => {
      const port = await freePort();
      const child = spawn(
        process.execPath,
        [...nodeFlags, path.join(root, 'scripts/bench/baseline-server.mjs')],
        {
          env: {
            PATH: process.env.PATH,
            PORT: String(port),
            UPLOAD_DIR: path.join(data, 'baseline'),
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      children.push(child);
      await waitFor(`http://127.0.0.1:${port}/healthz`, child);
      return { child, url: `http://127.0.0.1:${port}/upload` };
    };
    const baseline = await startBaseline([]);
    const apiFlags = apiNodeFlags();
    const flaggedBaseline = await startBaseline(apiFlags);
    await waitFor(`http://127.0.0.1:${apiPort}/healthz`, api);
    // Warm all up the same way (JIT, pools) before measuring idle.
    for (const url of [
      `http://127.0.0.1:${apiPort}/send-email.php`,
      baseline.url,
      flaggedBaseline.url,
    ]) {
      for (let index = 0; index < 3; index += 1) {
        const response = await fetch(url, {
          method: 'POST',
          body: form(pdfBytes(64 * 1024)),
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`warm-up ${url}: ${response.status}`);
      }
    }
    while (delivered < 3) await sleep(20);
    // Rounds alternate baseline and API, each after `sync`, so neither run pays for the
    // other's disk writeback. Each round waits for the API's mails to be delivered before
    // the next one starts. Round 0 warms up: on this VM a server's first 1000 MiB ran
    // 20–40 % slower than its later rounds, the bare baseline's too (most likely the page
    // cache touching fresh guest memory). It counts for memory, not for throughput.
    const rounds = { baseline: [], flaggedBaseline: [], api: [] };
    const flags = apiFlags.join(' ') || 'none';
    const baselineLabel = 'bare Fastify, stream to disk';
    const flaggedLabel = `bare Fastify, stream to disk, API's node flags (${flags})`;
    const clearBaselineFiles = async () => {
      // The baselines' files are not needed: free the disk (1000 MiB a run), untimed.
      for (const file of await readdir(path.join(data, 'baseline')))
        await rm(path.join(data, 'baseline', file), { force: true });
    };
    for (let round = 0; round <= roundsTotal; round += 1) {
      const warmUp = round === 0;
      for (const [target, label, list] of [
        [baseline, baselineLabel, rounds.baseline],
        [flaggedBaseline, flaggedLabel, rounds.flaggedBaseline],
      ]) {
        spawnSync('sync');
        const run = await uploadRun(label, target.child, target.url, pdf);
        list.push({ ...run, warmUp });
        await clearBaselineFiles();
      }
      spawnSync('sync');
      const expected = delivered + uploadsTotal;
      const apiRun = await uploadRun(
        'POST /send-email.php',
        api,
        `http://127.0.0.1:${apiPort}/send-email.php`,
        pdf,
      );
      const deliveryStart = performance.now();
      while (delivered < expected && performance.now() - deliveryStart < 120_000) await sleep(50);
      apiRun.deliveredBySmtp = uploadsTotal - (expected - delivered);
      apiRun.deliverySecondsAfterUploads = (performance.now() - deliveryStart) / 1000;
      apiRun.warmUp = warmUp;
      rounds.api.push(apiRun);
    }
    const summary = (all, label) => {
      const runs = all.filter((run) => !run.warmUp);
      return {
        label,
        runs,
        warmUp: all.find((run) => run.warmUp),
        mibPerSecond: median(runs.map((run) => run.mibPerSecond)),
        seconds: median(runs.map((run) => run.seconds)),
        // Counted over every round, the warm-up included, like the mails delivered.
        uploads: all.reduce((sum, run) => sum + run.uploads, 0),
        failures: all.reduce((sum, run) => sum + run.failures, 0),
        idleRssMiB: median(all.map((run) => run.idleRssMiB)),
        peakRssMiB: Math.max(...all.map((run) => run.peakRssMiB)),
        // The worst round counts for memory, the warm-up included.
        overIdleMiB: Math.max(...all.map((run) => run.overIdleMiB)),
      };
    };
    const apiResult = summary(rounds.api, 'POST /send-email.php');
    const baseResult = summary(rounds.baseline, baselineLabel);
    const flaggedResult = summary(rounds.flaggedBaseline, flaggedLabel);
    apiResult.deliveredBySmtp = rounds.api.reduce((sum, run) => sum + run.deliveredBySmtp, 0);
    apiResult.deliverySecondsAfterUploads = median(
      rounds.api.map((run) => run.deliverySecondsAfterUploads),
    );
    // Each round's API run follows its baseline run within seconds, so their ratio cancels
    // most of the machine's drift; the budget is judged on the median of those ratios.
    const ratiosTo = (reference) =>
      apiResult.runs.map((run, index) => run.mibPerSecond / reference.runs[index].mibPerSecond);
    const pairRatios = ratiosTo(baseResult);
    const ratio = median(pairRatios);
    const ratioOfMedians = apiResult.mibPerSecond / baseResult.mibPerSecond;
    const flaggedRatios = ratiosTo(flaggedResult);
    const flaggedRatio = median(flaggedRatios);
    report.upload = {
      api: apiResult,
      baseline: baseResult,
      baselineWithApiNodeFlags: flaggedResult,
      apiNodeFlags: apiFlags,
      throughputRatio: ratio,
      throughputRatiosPerRound: pairRatios,
      throughputRatioOfMedians: ratioOfMedians,
      throughputRatioToFlaggedBaseline: flaggedRatio,
      throughputRatiosToFlaggedBaselinePerRound: flaggedRatios,
    };
    out(
      `## Upload: 10 concurrent clients × 20 MiB PDF, 50 uploads per run, 1 warm-up + ${roundsTotal} measured rounds (medians; memory: worst round, warm-up included)`,
    );
    out();
    out(
      '| server | uploads ok (warm-up incl.) | time s | MiB/s | MiB/s per round (warm-up) | idle RSS MiB | peak RSS MiB | peak − idle MiB |',
    );
    out('|---|---|---|---|---|---|---|---|');
    for (const row of [apiResult, baseResult, flaggedResult]) {
      out(
        `| ${row.label} | ${row.uploads - row.failures}/${row.uploads} | ${row.seconds.toFixed(2)} | ${row.mibPerSecond.toFixed(1)} | ${row.runs.map((run) => run.mibPerSecond.toFixed(0)).join(', ')} (${row.warmUp.mibPerSecond.toFixed(0)}) | ${row.idleRssMiB.toFixed(1)} | ${row.peakRssMiB.toFixed(1)} | ${row.overIdleMiB.toFixed(1)} |`,
      );
    }
    out();
    for (const row of [apiResult, baseResult, flaggedResult]) {
      out(
        `${row.label}, RSS per round, warm-up first (idle → peak MiB): ${[row.warmUp, ...row.runs].map((run) => `${run.idleRssMiB.toFixed(0)} → ${run.peakRssMiB.toFixed(0)}`).join(', ')}`,
      );
      out(
        `${row.label}, server CPU s per round, warm-up first (user + system): ${[row.warmUp, ...row.runs].map((run) => run.cpuSeconds.toFixed(2)).join(', ')}`,
      );
    }
    out();
    out(
      `API throughput / baseline, median of the rounds' ratios: ${ratio.toFixed(2)} (budget ≥ ${budgets.throughputRatio}) — ${ratio >= budgets.throughputRatio ? 'holds' : 'MISSED'}; per round ${pairRatios.map((value) => value.toFixed(2)).join(', ')}; ratio of the medians ${ratioOfMedians.toFixed(2)}`,
    );
    out(
      `For reference, API throughput / the same bare route under the API's node flags (${flags}): ${flaggedRatio.toFixed(2)}; per round ${flaggedRatios.map((value) => value.toFixed(2)).join(', ')} (what the API's own work costs: fsync before the answer, type checks, captcha, outbox)`,
    );
    out(
      `API peak RSS over idle: ${apiResult.overIdleMiB.toFixed(1)} MiB (budget ≤ ${budgets.rssOverIdleMiB}) — ${apiResult.overIdleMiB <= budgets.rssOverIdleMiB ? 'holds' : 'MISSED'}`,
    );
    out(
      `Mails delivered to the SMTP sink: ${apiResult.deliveredBySmtp}/${apiResult.uploads}, warm-up included (median ${apiResult.deliverySecondsAfterUploads.toFixed(1)} s after a round's last upload: delivery waits while uploads are coming in)`,
    );
    if (apiResult.failures > 0) out(`WARNING: ${apiResult.failures} API uploads were not accepted`);
    out();
  } finally {
    for (const child of children) child.kill('SIGTERM');
    siteverify.close();
    smtp.close();
    await sleep(500);
    await rm(data, { recursive: true, force: true });
  }
}

function ensureTools() {
  const missing = ['wrk', 'nginx'].filter(
    (tool) =>
      spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status !== 0,
  );
  const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  const packages = [
    ...missing,
    ...(existsSync(brotliModule) ? [] : ['libnginx-mod-http-brotli-static']),
  ];
  if (packages.length > 0) {
    console.warn(`installing ${packages.join(' ')} with apt-get…`);
    const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
    spawnSync(
      sudo[0] ?? 'apt-get',
      [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'update', '-qq'],
      { stdio: 'inherit' },
    );
    spawnSync(
      sudo[0] ?? 'apt-get',
      [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'install', '-y', '-qq', ...packages],
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
  }
  return { brotli: existsSync(brotliModule), brotliModule };
}

function wrk(url, duration = '10s') {
  const result = spawnSync(
    'wrk',
    ['-t2', '-c50', `-d${duration}`, '--latency', '-H', 'Accept-Encoding: br', url],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`);
  const text = result.stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1]);
  const p99Match = /99%\s+([\d.]+)(us|ms|s)/.exec(text);
  const p99 = p99Match
    ? Number(p99Match[1]) * { us: 0.001, ms: 1, s: 1000 }[p99Match[2]]
    : Number.NaN;
  const errors = /Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1];
  return { rps, p99Ms: p99, non2xx: Number(errors ?? 0) };
}

async function largestJs() {
  const dir = path.join(webDist, 'client/assets');
  let best;
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.js')) continue;
    const { size } = await stat(path.join(dir, name));
    if (!best || size > best.size) best = { name, size };
  }
  return best;
}

async function benchStatic() {
  const { brotli, brotliModule } = ensureTools();
  const asset = await largestJs();
  const work = await mkdtemp(path.join(tmpdir(), 'bench-nginx-'));
  const nginxPort = await freePort();
  const conf = `${brotli ? `load_module ${brotliModule};\n` : ''}worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${webDist}/client;
    gzip_static on;
    ${brotli ? 'brotli_static on;' : ''}
    location = / {
      root ${webDist}/pages/es;
      add_header Cache-Control no-cache;
      try_files /home.html =404;
    }
    location /assets/ {
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
  }
}
`;
  await writeFile(path.join(work, 'nginx.conf'), conf);
  const nginxBin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const nginx = spawn(nginxBin, ['-p', work, '-c', path.join(work, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const apiPort = await freePort();
  const data = await mkdtemp(path.join(tmpdir(), 'bench-static-'));
  const api = startApi(apiPort, data);
  try {
    await waitFor(`http://127.0.0.1:${nginxPort}/`, nginx);
    await waitFor(`http://127.0.0.1:${apiPort}/healthz`, api);
    const check = await fetch(`http://127.0.0.1:${nginxPort}/assets/${asset.name}`, {
      headers: { 'accept-encoding': 'br' },
    });
    const nginxEncoding = check.headers.get('content-encoding');
    await check.arrayBuffer();
    const targets = [
      { name: '/', path: '/' },
      {
        name: `largest JS (${asset.name}, ${(asset.size / 1024).toFixed(0)} KiB raw)`,
        path: `/assets/${asset.name}`,
      },
    ];
    const rows = [];
    for (const target of targets) {
      // Warm both servers, then measure one after the other (never at the same time).
      wrk(`http://127.0.0.1:${apiPort}${target.path}`, '2s');
      wrk(`http://127.0.0.1:${nginxPort}${target.path}`, '2s');
      const api10 = wrk(`http://127.0.0.1:${apiPort}${target.path}`);
      const nginx10 = wrk(`http://127.0.0.1:${nginxPort}${target.path}`);
      rows.push({
        target: target.name,
        api: api10,
        nginx: nginx10,
        ratio: api10.rps / nginx10.rps,
      });
    }
    report.static = { nginxEncoding, brotliStatic: brotli, rows };
    out('## Static serving: wrk 10 s, 2 threads, 50 connections, Accept-Encoding: br');
    out();
    out(
      `nginx: 1 worker, ${brotli ? 'brotli_static and gzip_static' : 'gzip_static only (brotli module unavailable)'}; it answered the JS asset with content-encoding: ${nginxEncoding ?? 'identity'}`,
    );
    out();
    out('| target | API req/s | API p99 ms | nginx req/s | nginx p99 ms | API / nginx |');
    out('|---|---|---|---|---|---|');
    for (const row of rows) {
      out(
        `| ${row.target} | ${row.api.rps.toFixed(0)} | ${row.api.p99Ms.toFixed(2)} | ${row.nginx.rps.toFixed(0)} | ${row.nginx.p99Ms.toFixed(2)} | ${row.ratio.toFixed(2)} |`,
      );
    }
    out();
    for (const row of rows) {
      out(
        `${row.target}: ${row.ratio.toFixed(2)} × nginx (budget ≥ ${budgets.staticRatio}) — ${row.ratio >= budgets.staticRatio ? 'holds' : 'MISSED'}`,
      );
      if (row.api.non2xx || row.nginx.non2xx)
        out(`WARNING: non-2xx answers (API ${row.api.non2xx}, nginx ${row.nginx.non2xx})`);
    }
    out();
  } finally {
    api.kill('SIGTERM');
    nginx.kill('SIGQUIT');
    await sleep(500);
    await rm(work, { recursive: true, force: true });
    await rm(data, { recursive: true, force: true });
  }
}

if (
  !existsSync(path.join(root, 'apps/api/dist/server.js')) ||
  !existsSync(path.join(webDist, 'pages/es/home.html'))
) {
  throw new Error('Build first: pnpm build (apps/api/dist and apps/web/dist are needed)');
}
out(`# API benchmark (${report.date})`);
out();
out(
  `Machine: ${(await import('node:os')).cpus().length} cores, Node ${process.version}. Build: ${path.relative(root, webDist)}.`,
);
out();
if (only !== 'static') await benchUpload();
if (only !== 'upload') await benchStatic();
await mkdir(path.join(root, 'reports'), { recursive: true });
await writeFile(path.join(root, 'reports/bench-api.json'), `${JSON.stringify(report, null, 2)}\n`);
await writeFile(path.join(root, 'reports/bench-api.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
console.log('Wrote reports/bench-api.md and reports/bench-api.json');

// The static job of `pnpm bench:api`: wrk (10 s, 2 threads, 50 connections, Accept-Encoding:
// br) for / and the largest JS asset against three servers of the same build, one after
// the other: the embedded server (the API serving the site), nginx alone (1 worker,
// brotli_static + gzip_static) and the production topology of start:prod (nginx with the
// generated configuration, serving the pages itself, in front of two API replicas).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForUrl } from '../lib/processes.mjs';
import { root } from '../lib/workspace.mjs';
import { brotliModule, nginxBinary } from '../prod/nginx-main.mjs';
import { startApi, webDist } from '../lib/site-server.mjs';

export function ensureTools() {
  const missing = ['wrk', 'nginx', 'redis-server'].filter(
    (tool) =>
      spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status !== 0,
  );
  const packages = [
    ...missing,
    ...(existsSync(brotliModule) ? [] : ['libnginx-mod-http-brotli-static']),
  ];
  if (packages.length > 0) {
    console.warn(`installing ${packages.join(' ')} with apt-get…`);
    const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
    const aptGet = (...args) =>
      spawnSync(
        sudo[0] ?? 'apt-get',
        [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args],
        {
          stdio: 'inherit',
          env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        },
      );
    aptGet('update', '-qq');
    aptGet('install', '-y', '-qq', ...packages);
  }
  return { brotli: existsSync(brotliModule) };
}

export function wrk(url, duration = '10s') {
  const result = spawnSync(
    'wrk',
    ['-t2', '-c50', `-d${duration}`, '--latency', '-H', 'Accept-Encoding: br', url],
    { encoding: 'utf8' },
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

/**
 * nginx serving the build's files and nothing else, no configuration of ours: the reference
 * for static speed (one worker, assets with their cache header) and for pages through
 * start:prod (`workers: 'auto'`, as the topology's nginx).
 */
export async function startBareNginx(
  work,
  brotli,
  { workers = 1, keepaliveRequests = 100000, assetsHeader = true } = {},
) {
  const port = await freePort();
  const assets = assetsHeader
    ? `
    location /assets/ {
      add_header Cache-Control "public, max-age=31536000, immutable";
    }`
    : '';
  const conf = `${brotli ? `load_module ${brotliModule};\n` : ''}worker_processes ${workers};
daemon off;
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests ${keepaliveRequests};
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${webDist}/client;
    gzip_static on;
    ${brotli ? 'brotli_static on;' : ''}${assets}
  }
}
`;
  await writeFile(path.join(work, 'nginx.conf'), conf);
  const child = spawn(nginxBinary(), ['-p', work, '-c', path.join(work, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, port, stop: () => child.kill('SIGQUIT') };
}

/** start:prod's topology (its nginx includes written by the build) on free ports. */
export async function startTopology(work) {
  // The topology takes PORT and the next three (two replicas, Redis).
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/prod/topology.mjs')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      API_REPLICAS: '2',
      PROD_DATA_DIR: work,
      WEB_DIST_DIR: webDist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, port, stop: () => child.kill('SIGTERM') };
}

export async function benchStatic({ report }) {
  const { out, data: json } = report;
  const { budgets } = json;
  const { brotli } = ensureTools();
  const asset = await largestJs();
  const work = await mkdtemp(path.join(tmpdir(), 'bench-static-'));
  const apiPort = await freePort();
  const api = startApi(apiPort, path.join(work, 'api'));
  const bare = await startBareNginx(work, brotli);
  const topology = await startTopology(path.join(work, 'topology'));
  const servers = [
    {
      key: 'embedded',
      label: 'embedded (npm start)',
      port: apiPort,
      child: api,
      stop: () => api.kill('SIGTERM'),
    },
    { key: 'topology', label: 'nginx topology (start:prod)', ...topology },
    { key: 'nginx', label: 'nginx alone, 1 worker', ...bare },
  ];
  try {
    for (const server of servers) {
      await waitForUrl(`http://127.0.0.1:${server.port}/robots.txt`, {
        child: server.child,
        timeoutMs: 60_000,
      });
    }
    const targets = [
      { name: '/ (HTML)', path: '/' },
      {
        name: `largest JS (${asset.name}, ${(asset.size / 1024).toFixed(0)} KiB raw, brotli)`,
        path: `/assets/${asset.name}`,
      },
    ];
    const rows = [];
    for (const target of targets) {
      const row = { target: target.name };
      // Warm each server, then measure one after the other (never at the same time).
      for (const server of servers) wrk(`http://127.0.0.1:${server.port}${target.path}`, '2s');
      for (const server of servers)
        row[server.key] = wrk(`http://127.0.0.1:${server.port}${target.path}`);
      rows.push(row);
    }
    json.static = { brotliStatic: brotli, rows };
    out('## Static serving: wrk 10 s, 2 threads, 50 connections, Accept-Encoding: br');
    out();
    out(
      `nginx: ${brotli ? 'brotli_static and gzip_static' : 'gzip_static only (brotli module unavailable)'}. The topology's nginx runs one worker per core with the generated configuration: it serves the build's files, the pages among them.`,
    );
    out();
    out(
      `| target | ${servers.map((server) => `${server.label} req/s (p99 ms)`).join(' | ')} | embedded / nginx | topology / nginx |`,
    );
    out(`|---|${servers.map(() => '---').join('|')}|---|---|`);
    for (const row of rows) {
      out(
        `| ${row.target} | ${servers.map((server) => `${row[server.key].rps.toFixed(0)} (${row[server.key].p99Ms.toFixed(2)})`).join(' | ')} | ${(row.embedded.rps / row.nginx.rps).toFixed(2)} | ${(row.topology.rps / row.nginx.rps).toFixed(2)} |`,
      );
    }
    out();
    for (const row of rows) {
      const ratio = row.embedded.rps / row.nginx.rps;
      out(
        `${row.target}: embedded ${ratio.toFixed(2)} × nginx (budget ≥ ${budgets.staticRatio}) — ${ratio >= budgets.staticRatio ? 'holds' : 'MISSED'}`,
      );
      const non2xx = servers.filter((server) => row[server.key].non2xx > 0);
      if (non2xx.length > 0)
        out(`WARNING: non-2xx answers from ${non2xx.map((server) => server.label).join(', ')}`);
    }
    out();
  } finally {
    for (const server of servers) server.stop();
    await Promise.all(
      servers
        .filter((server) => server.child.exitCode === null)
        .map((server) => new Promise((resolve) => server.child.once('exit', resolve))),
    );
    await rm(work, { recursive: true, force: true });
  }
}

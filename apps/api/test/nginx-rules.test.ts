import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdir, readdir, writeFile } from 'node:fs/promises';
import { createServer, request, Agent, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedMethods,
  contactEndpointPath,
  errorKeys,
  healthPath,
  languageOfPath,
  normalizeRequestPath,
  notFoundFile,
  operatorPaths,
  pageAddresses,
  proxiedApiPaths,
  resolveAddress,
} from '@verdalia/shared';
import { addressAnswer, addressCases, rawPathCases } from '@verdalia/shared/address-cases';
import { answerBody } from '../src/http/answer.js';
import { visitorKey } from '../src/net/visitor-key.js';
import { nginxIncludes } from '../src/nginx/nginx-includes.js';
import { fixtureSite, tempDir } from './helper.js';
import { forwardErrors } from './support/forward-errors.js';
import { freePort } from './support/free-port.js';
import { until } from './support/until.js';

/**
 * The generated nginx configuration, checked by `nginx -t` and then asked by a real nginx on
 * loopback every case of the shared rules (packages/shared: the address rule's table, the raw
 * paths' normalisation, allowedMethods, the paths handed to the API, visitorKey): a rule
 * changed in one place only fails here.
 */

const nginx = '/usr/sbin/nginx';
const visitorProbe = '/__visitor-key';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });
afterAll(() => agent.destroy());

let base = { port: 0 };
// What beforeAll starts, closed by the top-level afterAll: a hook registered inside another
// hook never runs, and a worker left with a live nginx is killed by vitest, orphaning nginx.
let upstream: Server | undefined;
let server: ChildProcess | undefined;
afterAll(async () => {
  upstream?.closeAllConnections();
  upstream?.close();
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
});

/** One request as the wire carries it: the path is sent byte for byte (no client-side `..`). */
function ask(
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: base.port, method, path: rawPath, headers, agent },
      (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** nginx's answer written as the shared tables write one: `200 es`, `301 /en/`, `404 pt`. */
function written(answer: Answer): string {
  if (answer.status === 301) return `301 ${String(answer.headers.location)}`;
  // The fixture site's pages say their language (helper.ts's fixtureSite).
  const language = /<html lang="([a-z]+)">/.exec(answer.body)?.[1] ?? '?';
  return `${answer.status} ${language}`;
}

/** The shared rule's answer for a request as it arrives on the wire. */
function ruleAnswer(url: string): string {
  const [rawPath = '', query = ''] = url.split(/\?(.*)/s);
  const path = normalizeRequestPath(rawPath);
  if (path === undefined) return '400';
  return addressAnswer(resolveAddress(path, query));
}

beforeAll(async () => {
  const work = await tempDir('nginx');
  const distDir = await fixtureSite();
  // Run as root, nginx's workers take an unprivileged user, which must read the site, even
  // where this machine's umask (077 in a private set-up) made its files the owner's alone.
  await chmod(distDir, 0o755);
  for (const entry of await readdir(distDir, { withFileTypes: true, recursive: true })) {
    await chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
  const includes = await nginxIncludes({ distDir, brotli: false, upstream: 'verdalia_api' });
  await writeFile(path.join(work, 'http.conf'), includes.http);
  await writeFile(path.join(work, 'server.conf'), includes.server);
  // The API's stand-in: it says what it was asked, so a test can tell nginx's answers apart.
  upstream = createServer((incoming, outgoing) => {
    incoming.resume();
    outgoing.end(`upstream ${incoming.method ?? ''} ${incoming.url ?? ''}`);
  }).listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  const upstreamAddress = upstream.address();
  if (upstreamAddress === null || typeof upstreamAddress === 'string') throw new Error('no port');
  base = { port: await freePort() };
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(path.join(work, dir));
  }
  const config = path.join(work, 'nginx.conf');
  await writeFile(
    config,
    `worker_processes 1;
daemon off;
pid ${path.join(work, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${path.join(work, 'body')};
  proxy_temp_path ${path.join(work, 'proxy')};
  fastcgi_temp_path ${path.join(work, 'fastcgi')};
  uwsgi_temp_path ${path.join(work, 'uwsgi')};
  scgi_temp_path ${path.join(work, 'scgi')};
  upstream verdalia_api { server 127.0.0.1:${upstreamAddress.port}; }
  # The test names the visitor in X-Forwarded-For, as a proxy in front would.
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Forwarded-For;
  include ${path.join(work, 'http.conf')};
  server {
    listen 127.0.0.1:${base.port};
    location = ${visitorProbe} { return 200 $verdalia_visitor; }
    include ${path.join(work, 'server.conf')};
  }
}
`,
  );
  const check = spawnSync(nginx, ['-t', '-p', work, '-e', 'stderr', '-c', config], {
    encoding: 'utf8',
  });
  expect(check.stderr).toContain('test is successful');
  expect(check.status).toBe(0);
  server = spawn(nginx, ['-p', work, '-e', 'stderr', '-c', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  forwardErrors(server);
  await until(
    () =>
      ask('GET', healthPath).then(
        () => true,
        () => false,
      ),
    30_000,
  );
});

describe('the generated nginx configuration, asked on loopback', () => {
  it('answers every case of the shared address table as the shared rule does', async () => {
    const answers = [];
    for (const [url, expected] of addressCases) {
      const answer = written(await ask('GET', url));
      // The table and the rule agree (addresses.test.ts); nginx must give the same answer.
      answers.push([url, answer, expected]);
    }
    expect(answers.filter(([, answer, expected]) => answer !== expected)).toEqual([]);
  });

  it('reads raw paths as normalizeRequestPath does: escapes, repeated slashes, dot segments', async () => {
    const paths = [
      ...rawPathCases.map(([raw]) => raw),
      ...pageAddresses.flatMap((address) => [
        address.path,
        `/${address.path}`,
        `${address.path}/`,
        address.path.toUpperCase(),
        `${address.path}.html`,
        `/es${address.path}`,
        `/x/..${address.path}`,
        address.path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
        `${address.path}?lng=pt&x=1`,
      ]),
      '/%E0%A4%A',
    ];
    const mismatches = [];
    for (const url of paths) {
      const expected = ruleAnswer(url);
      const answer = await ask('GET', url);
      const got = expected === '400' ? String(answer.status) : written(answer);
      if (got !== expected) mismatches.push({ url, got, expected });
    }
    expect(mismatches).toEqual([]);
  });

  it('takes the methods allowedMethods names, and refuses the others with 405, Allow and the JSON', async () => {
    const paths = [
      ...pageAddresses.map((address) => address.path),
      '/nada',
      '/en/nada',
      '/pt/sobre/',
      `/${notFoundFile('en')}`,
      ...proxiedApiPaths,
    ];
    const mismatches = [];
    for (const path of paths) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const answer = await ask(method, path);
        const allowed = allowedMethods(path);
        const proxied = proxiedApiPaths.includes(path);
        const expected = proxied
          ? `upstream ${method}`
          : allowed.includes(method)
            ? 'not 405'
            : `405 ${allowed.join(', ')} ${JSON.stringify(answerBody(errorKeys.invalidRequest, languageOfPath(path)))}`;
        const got = proxied
          ? answer.body.split(' ', 2).join(' ') || `upstream ${method}`
          : answer.status === 405
            ? `405 ${String(answer.headers.allow)} ${answer.body}`
            : 'not 405';
        // HEAD carries no body: the upstream's answer is told by its status alone.
        const same = method === 'HEAD' && proxied ? answer.status === 200 : got === expected;
        if (!same) mismatches.push({ method, path, got, expected });
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("hands the API only its proxied paths, and answers the operator's paths as unknown ones", async () => {
    expect((await ask('POST', contactEndpointPath)).body).toBe(
      `upstream POST ${contactEndpointPath}`,
    );
    expect((await ask('GET', healthPath)).body).toBe(`upstream GET ${healthPath}`);
    for (const path of Object.values(operatorPaths)) {
      const answer = await ask('GET', path);
      expect(written(answer), path).toBe(ruleAnswer(path));
      expect(answer.body).not.toContain('upstream');
    }
  });

  it('counts a visitor by the key visitorKey gives: an IPv6 /64, a mapped IPv4 as its IPv4', async () => {
    const visitors = [
      '192.0.2.1',
      '::ffff:192.0.2.1',
      '2001:db8::1',
      '2001:db8:0:0:1::',
      '2001:DB8:0000:0000:FFFF:FFFF:FFFF:FFFF',
      '2001:db8:0:1::1',
      '2001:db8:1::',
      '2001:db8:1:2:3::',
      '1::2:3:4:5:6',
      '1:0:2::3:4:5',
      '1:2::3:4:5:6',
      '1:2:3::4',
      '1:2:3:4:5:6:7:8',
      '::1',
      '::',
      '::2:3:4:5:6:7',
      '64:ff9b::c000:201',
    ];
    const mismatches = [];
    for (const visitor of visitors) {
      const answer = await ask('GET', visitorProbe, { 'x-forwarded-for': visitor });
      if (answer.body !== visitorKey(visitor)) {
        mismatches.push({ visitor, nginx: answer.body, api: visitorKey(visitor) });
      }
    }
    expect(mismatches).toEqual([]);
  });
});

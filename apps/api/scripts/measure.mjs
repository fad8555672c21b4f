// Measures the built API (dist/server.js) as its own process:
//   node scripts/measure.mjs            (after `npx tsc -p tsconfig.build.json`)
// idle RSS, peak RSS while 10 clients upload 20 MiB each at once (and the mails are sent to a
// local SMTP sink), upload throughput, and the latency of a submission without attachment.
import { spawn } from 'node:child_process';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clients = Number(process.env.CLIENTS ?? 10);
const fileBytes = 20 * 1024 * 1024;
const latencyRuns = Number(process.env.RUNS ?? 50);
const out = (line) => process.stdout.write(`${line}\n`);

async function freePort() {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const siteverify = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.end(JSON.stringify({ success: true })));
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

const data = await mkdtemp(path.join(tmpdir(), 'verdalia-measure-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['dist/server.js'], {
  cwd: apiRoot,
  env: {
    PATH: process.env.PATH,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    SERVE_SITE: 'false',
    OUTBOX_DIR: path.join(data, 'outbox'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    HCAPTCHA_VERIFY_URL: `http://127.0.0.1:${siteverify.address().port}/siteverify`,
    RATE_LIMIT_MAX: '100000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function memory() {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
}

const fields = {
  lang: 'es',
  name: 'Bench',
  email: 'bench@example.org',
  message: 'Medición de rendimiento.',
  hcaptcha_token: 'token',
};
function form(file) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append('attachment', new Blob([file]), 'big.pdf');
  return body;
}
async function post(body) {
  const response = await fetch(`${base}/send-email.php`, { method: 'POST', body });
  const json = await response.json();
  if (response.status !== 200) throw new Error(`status ${response.status}: ${json.code}`);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      if (tries > 200) throw new Error('server did not start');
    }
    await sleep(50);
  }
  for (let index = 0; index < 5; index += 1) await post(form());
  while (delivered < 5) await sleep(20);
  await sleep(1000);
  const idle = await memory();
  // Reset the kernel's peak-RSS mark so VmHWM covers only the burst.
  await writeFile(`/proc/${child.pid}/clear_refs`, '5').catch(() => undefined);

  const pdf = Buffer.alloc(fileBytes, 0x20);
  Buffer.from('%PDF-1.4\n').copy(pdf);
  pdf.write('%%EOF\n', fileBytes - 6, 'latin1');
  let sampledPeak = 0;
  const sampler = setInterval(() => {
    memory().then(
      ({ rss }) => (sampledPeak = Math.max(sampledPeak, rss)),
      () => undefined,
    );
  }, 10);
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, () => post(form(pdf))));
  const uploadSeconds = (performance.now() - started) / 1000;
  while (delivered < 5 + clients) await sleep(20);
  const deliverSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const burst = await memory();

  const latencies = [];
  for (let index = 0; index < latencyRuns; index += 1) {
    const start = performance.now();
    await post(form());
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];

  const megabytes = (clients * fileBytes) / 1024 / 1024;
  out(`idle RSS: ${idle.rss.toFixed(1)} MiB`);
  out(
    `peak RSS, ${clients} × 20 MiB uploads at once + their SMTP delivery: ${Math.max(burst.hwm, sampledPeak).toFixed(1)} MiB (VmHWM ${burst.hwm.toFixed(1)}, sampled ${sampledPeak.toFixed(1)})`,
  );
  out(
    `uploads: ${megabytes} MiB in ${uploadSeconds.toFixed(2)} s = ${(megabytes / uploadSeconds).toFixed(1)} MiB/s (all accepted); all delivered by SMTP after ${deliverSeconds.toFixed(2)} s`,
  );
  out(
    `submission without attachment (${latencyRuns} sequential): median ${pick(0.5).toFixed(1)} ms, p95 ${pick(0.95).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`,
  );
} finally {
  child.kill('SIGTERM');
  siteverify.close();
  smtp.close();
  await sleep(300);
  await rm(data, { recursive: true, force: true });
}

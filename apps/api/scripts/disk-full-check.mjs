// Manual check of the outbox on a full disk (needs root for the tmpfs mount, so it is not
// part of the automated suite):
//   mkdir -p /tmp/tiny && mount -t tmpfs -o size=1m tmpfs /tmp/tiny
//   node scripts/disk-full-check.mjs /tmp/tiny      (after building dist/)
//   umount /tmp/tiny
// Expected: 503 form.errors.unavailable for an upload larger than the disk, small messages
// accepted until the disk is full then 503, tmp/ always empty, /readyz 503 once full.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.argv[2];
if (!root)
  throw new Error('usage: node scripts/disk-full-check.mjs <folder on a small filesystem>');
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outbox = path.join(root, 'outbox');
const out = (line) => process.stdout.write(`${line}\n`);

const verify = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.end('{"success":true}'));
}).listen(0, '127.0.0.1');
await new Promise((resolve) => verify.once('listening', resolve));
const port = 4000 + Math.floor(Math.random() * 1000);
const child = spawn(process.execPath, ['dist/server.js'], {
  cwd: apiRoot,
  env: {
    PATH: process.env.PATH,
    LOG_LEVEL: 'fatal',
    HOST: '127.0.0.1',
    PORT: String(port),
    SERVE_SITE: 'false',
    OUTBOX_DIR: outbox,
    // Nothing listens there: mail stays pending, so the disk fills up.
    SMTP_URL: 'smtp://127.0.0.1:9',
    HCAPTCHA_VERIFY_URL: `http://127.0.0.1:${verify.address().port}/`,
    RATE_LIMIT_MAX: '100000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let tries = 0; ; tries += 1) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    if (tries > 200) throw new Error('server did not start');
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}

async function send(size) {
  const form = new FormData();
  const fields = {
    lang: 'en',
    email: 'a@example.org',
    message: 'x'.repeat(4000),
    hcaptcha_token: 't',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (size) {
    const bytes = Buffer.alloc(size, 0x20);
    bytes.write('%PDF-1.4\n');
    bytes.write('%%EOF\n', size - 6);
    form.append('attachment', new Blob([bytes]), 'a.pdf');
  }
  const response = await fetch(`${base}/send-email.php`, { method: 'POST', body: form });
  return `${response.status} ${(await response.json()).code}`;
}

try {
  out(
    `upload larger than the disk: ${await send(2 * 1024 * 1024)}; tmp/: [${readdirSync(path.join(outbox, 'tmp'))}]`,
  );
  const results = [];
  for (let index = 0; index < 2000; index += 1) {
    const result = await send(0);
    results.push(result);
    if (!result.startsWith('200')) break;
  }
  out(
    `small messages: ${results.length - 1} accepted, then ${results.at(-1)}; tmp/: [${readdirSync(path.join(outbox, 'tmp'))}]; pending: ${readdirSync(path.join(outbox, 'pending')).length}`,
  );
  const ready = await fetch(`${base}/readyz`);
  out(`/readyz: ${ready.status} ${await ready.text()}`);
} finally {
  child.kill('SIGTERM');
  verify.close();
}

// The end-to-end check of both compose files (npm run test:compose runs it, after
// scripts/compose/ has an engine and every base image). Ports are free ones of 127.0.0.1;
// each stack is its own compose project, removed with its volumes at the end.
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDevelopmentStack } from './dev-stack.ts';
import { checkProductionStack } from './prod-stack.ts';
import { report } from './report.ts';
import { makeCertificates } from './tls.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = address !== null && typeof address !== 'string' ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const work = process.env.COMPOSE_WORK ?? (await mkdtemp(path.join(tmpdir(), 'verdalia-compose-')));
const tlsDir = path.join(work, 'tls');
await makeCertificates(tlsDir, ['mail-relay', 'siteverify']);
const started = performance.now();
let failure: unknown;
try {
  await checkDevelopmentStack(root, {
    site: await freePort(),
    mailpit: await freePort(),
    mailpitSmtp: await freePort(),
  });
  await checkProductionStack(root, {
    port: await freePort(),
    mailpitPort: await freePort(),
    tlsDir,
    nodeImage: process.env.CHECK_NODE_IMAGE ?? 'node:24-bookworm-slim',
  });
} catch (error) {
  failure = error;
  process.stdout.write(
    `\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
}
process.stdout.write(
  `\nBoth stacks checked in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
);
for (const line of report.figures) process.stdout.write(`  ${line}\n`);
process.stdout.write(`compose: ${report.passed} passed, ${report.failed} failed\n`);
process.exitCode = failure === undefined && report.failed === 0 ? 0 : 1;

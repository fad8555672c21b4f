import { execFileSync } from 'node:child_process';

/**
 * Ports of one e2e run. Each is read from its variable, or else taken from a block of 64
 * ports free at the start of the run, which is then written back into the environment: the
 * Playwright runner loads this module first, and its worker processes inherit the runner's
 * environment, so all of them see the same ports. A fresh block per run means a server left
 * over from an interrupted run can never block the next one.
 *  - E2E_PORT: the site and the API (the tests' baseURL); the specs that start servers of
 *    their own use fixed offsets from it (+20 … +57);
 *  - E2E_SMTP_PORT (block + 62): the test SMTP server the API delivers to;
 *  - E2E_SINK_PORT (block + 63): the mail sink's HTTP side (siteverify, the received mails).
 * The block lies below the kernel's ephemeral range (32768 and up on Linux), where any
 * outgoing connection, such as the API tests' running beside these, may take a port for
 * itself at any moment: a Redis of the topology tests once failed to start there.
 */
const blockSize = 64;

function freeBlock(): number {
  // Synchronous, because the config and the specs import this module at load time.
  return Number(
    execFileSync(
      process.execPath,
      [
        '-e',
        `const net = require('node:net');
         const free = (port) => new Promise((resolve) => {
           const server = net.createServer();
           server.once('error', () => resolve(false));
           server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
         });
         (async () => {
           for (let attempt = 0; attempt < 50; attempt += 1) {
             const base = 20000 + ${blockSize} * Math.floor(Math.random() * 180);
             let ok = true;
             for (let port = base; ok && port < base + ${blockSize}; port += 1) ok = await free(port);
             if (ok) return process.stdout.write(String(base));
           }
           process.exit(1);
         })();`,
      ],
      { encoding: 'utf8' },
    ),
  );
}

let block: number | undefined;
function portFromEnv(name: string, offset: number): number {
  if (!process.env[name]) {
    block ??= freeBlock();
    process.env[name] = String(block + offset);
  }
  return Number(process.env[name]);
}

export const e2ePort = portFromEnv('E2E_PORT', 0);
export const smtpPort = portFromEnv('E2E_SMTP_PORT', blockSize - 2);
export const sinkPort = portFromEnv('E2E_SINK_PORT', blockSize - 1);
export const mailSinkUrl = `http://127.0.0.1:${sinkPort}`;
/** The only captcha token the local siteverify accepts. */
export const captchaPassToken = 'e2e-pass-token';
export const captchaSecret = 'e2e-hcaptcha-secret';
/** The company inbox the API delivers to in e2e runs. */
export const mailTo = 'inbox@verdalia.example';
export const mailFrom = 'web@verdalia.example';

/**
 * What every API of a run is given about its outside world: the run's SMTP server and
 * siteverify stand-in (support/mail-sink.mjs), the test inboxes, and retries quick enough that
 * no test waits on the production backoff.
 */
export const apiEnvironment = {
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  HCAPTCHA_VERIFY_URL: `${mailSinkUrl}/siteverify`,
  HCAPTCHA_SECRET: captchaSecret,
  MAIL_TO: mailTo,
  MAIL_FROM: mailFrom,
  RETRY_BASE_MS: '200',
  RETRY_MAX_MS: '2000',
};

import { execFileSync } from 'node:child_process';

/**
 * Ports and shared values of one e2e run. Each port is read from its variable, or else a
 * port free at the start of the run is picked and written back into the environment: the
 * Playwright runner loads this module first, and its worker processes inherit the runner's
 * environment, so all of them see the same ports. A fresh port per run means a server left
 * over from an interrupted run can never block the next one.
 *  - E2E_PORT: the site and the API (the tests' baseURL);
 *  - E2E_SMTP_PORT: the test SMTP server the API delivers to;
 *  - E2E_SINK_PORT: the mail sink's HTTP side (siteverify, the received mails).
 */
function portFromEnv(name: string): number {
  if (!process.env[name]) {
    // Synchronous, because the config and the specs import this module at load time.
    process.env[name] = execFileSync(
      process.execPath,
      [
        '-e',
        `const server = require('node:net').createServer();
         server.listen(0, '127.0.0.1', () => {
           process.stdout.write(String(server.address().port));
           server.close();
         });`,
      ],
      { encoding: 'utf8' },
    );
  }
  return Number(process.env[name]);
}

export const e2ePort = portFromEnv('E2E_PORT');
export const smtpPort = portFromEnv('E2E_SMTP_PORT');
export const sinkPort = portFromEnv('E2E_SINK_PORT');
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

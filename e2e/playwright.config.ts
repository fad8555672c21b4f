import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  apiEnvironment,
  captchaPassToken,
  captchaSecret,
  e2ePort,
  mailSinkUrl,
  sinkPort,
  smtpPort,
} from './support/e2e-env';
import { conditionDeadlineMs, testDeadlineMs } from './support/budget';
import { bothTargetSpecs, siteServer, target, tiedToRun, topologySpecs } from './support/target';

const port = e2ePort;
export const baseURL = `http://127.0.0.1:${port}`;
// Chosen once, in the runner (its workers load this file again and inherit the variable).
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'verdalia-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'tests',
  ...(target === 'prod' ? { testMatch: [...bothTargetSpecs, topologySpecs] } : {}),
  testIgnore: target === 'prod' ? [] : [topologySpecs],
  fullyParallel: true,
  // One browser per core: scripts/test.sh runs the suite with nothing heavy beside it.
  workers: availableParallelism(),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Hang guards, not speed targets: a passing test ends as soon as its conditions hold, so
  // only a failing one waits this long. A test that visits many pages sets its deadline from
  // their count (support/budget.ts).
  timeout: testDeadlineMs,
  expect: { timeout: conditionDeadlineMs },
  use: {
    baseURL,
    // A Spanish-speaking browser (the first-visit notice offers Spanish on other languages'
    // pages: support/test.ts answers it for every test but tests/language.spec.ts).
    locale: 'es-ES',
    // A failed test's trace keeps its actions, console, network and errors, without the DOM
    // snapshot around every action and the screencast: those cost about a third of the
    // suite's time on 2 cores (a page of inline SVG art serialized at each step).
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // Without the background-networking flags Chromium calls home, which this network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      // The API's outside world: a real SMTP server and hCaptcha's siteverify, started first.
      command: tiedToRun('node support/mail-sink.mjs'),
      url: `${mailSinkUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        SINK_SMTP_PORT: String(smtpPort),
        SINK_HTTP_PORT: String(sinkPort),
        SINK_CAPTCHA_TOKEN: captchaPassToken,
        SINK_CAPTCHA_SECRET: captchaSecret,
      },
    },
    siteServer(
      port,
      {
        LOG_LEVEL: 'warn',
        OUTBOX_DIR: path.join(dataDir, 'outbox'),
        MAILBOX_DIR: path.join(dataDir, 'mailbox'),
        RATE_LIMIT_MAX: '1000',
        WEB_DIST_DIR: path.resolve(process.env.E2E_WEB_DIST ?? '../apps/web/dist'),
        ...apiEnvironment,
      },
      dataDir,
    ),
  ],
});

import { randomUUID } from 'node:crypto';
import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pageAddresses } from '@verdalia/shared';
import { captchaPassToken, e2ePort } from '../../support/e2e-env';
import { fromAddress, type RawAnswer } from '../../support/from-address';
import { mailsWith, verificationsOf } from '../../support/mail-sink';
import { pendingFiles, SmtpRelay, submission, Topology } from './topology';

// nginx in front of two API replicas sharing Redis, each started by the test (their own
// ports, E2E_PORT + 20 and + 30), so settings and kills do not touch the suite's topology.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

/**
 * The production topology as the world meets it: visitors on distinct addresses (127.0.0.2,
 * .3, … — the client socket is bound to each), a build in a folder only its owner may enter,
 * the API's per-visitor limit (3) behind nginx's cheaper per-address one (1 a minute, burst 5),
 * and 127.0.0.12 playing a CDN in front of nginx (NGINX_REAL_IP_FROM).
 */
test.describe('through nginx, from several client addresses', () => {
  const privateFolder = mkdtempSync(path.join(tmpdir(), 'verdalia-private-'));
  const topology = new Topology(
    e2ePort + 20,
    {
      RATE_LIMIT_MAX: '3',
      NGINX_FORM_RATE_PER_MINUTE: '1',
      NGINX_FORM_BURST: '5',
      NGINX_REAL_IP_FROM: '127.0.0.12',
    },
    path.join(privateFolder, 'dist'),
  );
  test.beforeAll(async () => {
    chmodSync(privateFolder, 0o700);
    cpSync(path.resolve(import.meta.dirname, '../../../apps/web/dist'), topology.webDist, {
      recursive: true,
    });
    await topology.start();
  });
  test.afterAll(async () => {
    await topology.stop();
    rmSync(privateFolder, { recursive: true, force: true });
  });

  /** A junk submission: counted by the limits, refused by the API (no multipart body). */
  const junk = (address: string, headers: Record<string, string> = {}) =>
    fromAddress(address)(topology.url, '/send-email.php', { method: 'POST', headers });
  /** Whether the answer came from the API's limiter (it adds its headers; nginx's does not). */
  const fromApiLimiter = (answer: RawAnswer) => answer.headers['x-ratelimit-limit'] !== undefined;

  test('serves the site from a build in a folder only its owner may enter', async () => {
    expect((await stat(privateFolder)).mode & 0o777).toBe(0o700);
    const visitor = fromAddress('127.0.0.9');
    const robots = await visitor(topology.url, '/robots.txt');
    expect(robots.status).toBe(200);
    const page = await visitor(topology.url, '/en/about');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="en">');
  });

  test('the rate limit holds across replicas: N requests pass, the rest get 429', async () => {
    const limit = 3;
    const [first, second] = [topology.replica(1), topology.replica(2)];
    const statuses: number[] = [];
    // 2N requests straight to the replicas from one address, alternating between them.
    for (let index = 0; index < 2 * limit; index += 1) {
      const { port } = index % 2 ? second : first;
      const response = await fetch(`http://127.0.0.1:${port}/send-email.php`, { method: 'POST' });
      statuses.push(response.status);
      expect(await response.json()).toMatchObject({ success: false });
    }
    expect(statuses.slice(0, limit).filter((status) => status === 429)).toEqual([]);
    expect(statuses.slice(limit)).toEqual(Array(limit).fill(429));
    // Through nginx, the visitor's address is the same one: still limited.
    expect((await junk('127.0.0.1')).status).toBe(429);
  });

  test('each visitor has a limit of its own; a forged X-Forwarded-For changes nothing', async () => {
    const first = [];
    for (let index = 0; index < 3; index += 1) first.push((await junk('127.0.0.2')).status);
    expect(first).not.toContain(429);
    const forged = await junk('127.0.0.2', { 'x-forwarded-for': '198.51.100.1' });
    expect(forged.status).toBe(429);
    expect(fromApiLimiter(forged)).toBe(true);
    // Another visitor is not held back by the first one.
    expect((await junk('127.0.0.3')).status).not.toBe(429);
  });

  test("hCaptcha is told each visitor's own address", async () => {
    for (const address of ['127.0.0.4', '127.0.0.5']) {
      const marker = `${address}-${randomUUID()}`;
      const answer = await fromAddress(address)(topology.url, '/send-email.php', {
        method: 'POST',
        body: submission(marker),
      });
      expect(answer.status, answer.text).toBe(200);
      const verifications = await verificationsOf(`${captchaPassToken}:${marker}`);
      expect(verifications.map((entry) => entry.remoteip)).toEqual([address]);
    }
  });

  test('nginx refuses a flood from one address before it reaches the API', async () => {
    const answers: RawAnswer[] = [];
    for (let index = 0; index < 8; index += 1) answers.push(await junk('127.0.0.6'));
    // 1 + burst 5 reach the API: 3 refused as junk, 3 by its limiter; then nginx refuses.
    expect(answers.slice(0, 3).map((answer) => answer.status)).not.toContain(429);
    expect(
      answers.slice(3, 6).every((answer) => answer.status === 429 && fromApiLimiter(answer)),
    ).toBe(true);
    for (const answer of answers.slice(6)) {
      expect(answer.status).toBe(429);
      expect(fromApiLimiter(answer)).toBe(false);
      expect(JSON.parse(answer.text)).toMatchObject({
        success: false,
        code: 'form.errors.rateLimited',
      });
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  test('behind a CDN nginx names, each visitor is counted and verified as itself', async () => {
    const cdn = fromAddress('127.0.0.12');
    const junkVia = (visitor: string) =>
      cdn(topology.url, '/send-email.php', {
        method: 'POST',
        headers: { 'x-forwarded-for': visitor },
      });
    const first: RawAnswer[] = [];
    for (let index = 0; index < 7; index += 1) first.push(await junkVia('198.51.100.30'));
    // The visitor's own budget: 3 for the API, then its limiter, then nginx's (1 + burst 5).
    expect(first.slice(0, 3).map((answer) => answer.status)).not.toContain(429);
    expect(first.slice(3, 6).every((answer) => fromApiLimiter(answer))).toBe(true);
    expect([first[6]?.status, first[6] && fromApiLimiter(first[6])]).toEqual([429, false]);
    // Another visitor behind the same CDN is not held back by the first.
    expect((await junkVia('198.51.100.31')).status).not.toBe(429);
    const marker = `cdn-${randomUUID()}`;
    const answer = await cdn(topology.url, '/send-email.php', {
      method: 'POST',
      headers: { 'x-forwarded-for': '198.51.100.32' },
      body: submission(marker),
    });
    expect(answer.status, answer.text).toBe(200);
    const verifications = await verificationsOf(`${captchaPassToken}:${marker}`);
    expect(verifications.map((entry) => entry.remoteip)).toEqual(['198.51.100.32']);
  });

  test('/metrics and /readyz stay closed through nginx, even to loopback visitors', async () => {
    for (const address of ['127.0.0.1', '127.0.0.8']) {
      for (const path of ['/metrics', '/readyz']) {
        const answer = await fromAddress(address)(topology.url, path);
        expect(answer.status, `${address} ${path}`).toBe(404);
        expect(answer.text, `${address} ${path}`).toContain('<html lang="es">');
      }
    }
    // On a replica's own port, the operator still reads them.
    const direct = await fetch(`http://127.0.0.1:${topology.replica(1).port}/readyz`);
    expect(direct.status).toBe(200);
  });

  test('paths are read as nginx normalised them', async () => {
    const visitor = fromAddress('127.0.0.10');
    expect((await visitor(topology.url, '/a/.././nosotros')).status).toBe(200);
    expect((await visitor(topology.url, '/%6Eosotros')).status).toBe(200);
    // The form at a path written another way is still the form (its JSON, not a 404 page).
    const post = await visitor(topology.url, '//send-email.php', { method: 'POST' });
    expect(post.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(post.text)).toMatchObject({ code: 'form.errors.invalidRequest' });
    // The API's answer about the body, not nginx's 405 for a method the path does not take.
    expect(post.status).not.toBe(405);
    expect(post.headers.allow).toBeUndefined();
  });

  test('with every API replica stopped, every page of every language still loads and runs', async ({
    browser,
  }) => {
    const replicas = [topology.replica(1), topology.replica(2)];
    // Stopped, not killed: start:prod would start a killed replica again at once.
    for (const replica of replicas) process.kill(replica.pid, 'SIGSTOP');
    const context = await browser.newContext({ baseURL: topology.url, locale: 'en-US' });
    try {
      const page = await context.newPage();
      const failed: string[] = [];
      // A request the next page.goto cancels is the browser's doing, not a server's failure.
      page.on('requestfailed', (request) => {
        if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(request.url());
      });
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      for (const address of pageAddresses) {
        const response = await page.goto(address.path);
        expect(response?.status(), address.path).toBe(200);
        // Hydrated: the scripts, the page's texts and its chunks all came from nginx.
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await expect(page.locator('html')).toHaveAttribute('lang', address.language);
      }
      // The redirects and the 404 pages are nginx's own too.
      expect((await page.goto('/Contacto'))?.status()).toBe(200);
      expect(page.url()).toBe(`${topology.url}/contacto`);
      expect((await page.goto('/pt/nada'))?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
      expect(failed.filter((entry) => !entry.endsWith('/pt/nada'))).toEqual([]);
    } finally {
      await context.close();
      for (const replica of replicas) process.kill(replica.pid, 'SIGCONT');
    }
  });

  test("nginx's own error pages carry the security headers", async () => {
    const answer = await fromAddress('127.0.0.11')(topology.url, '/%zz');
    expect(answer.status).toBe(400);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

test('a replica killed during 30 submissions: every 200 delivered once, the rest a JSON error, its mail after the restart', async () => {
  // Mail goes through a relay opened only after the kill, so the killed replica surely holds
  // accepted, undelivered messages when it dies.
  const relay = new SmtpRelay(e2ePort + 40);
  const topology = new Topology(e2ePort + 30, {
    RATE_LIMIT_MAX: '1000',
    SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
  });
  await topology.start();
  try {
    const victim = topology.replica(1);
    const run = randomUUID();
    const markers = Array.from({ length: 30 }, (_, index) => `kill-${run}-${index}-end`);
    const answers = new Map<string, { status: number; body: unknown }>();
    let sent = 0;
    let killedWithPending = -1;
    const post = async (marker: string) => {
      const response = await fetch(`${topology.url}/send-email.php`, {
        method: 'POST',
        body: submission(marker),
      });
      answers.set(marker, { status: response.status, body: await response.json() });
    };
    // Three at a time; the replica dies with a third of the submissions still to come.
    const queue = [...markers];
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        for (let marker = queue.shift(); marker; marker = queue.shift()) {
          sent += 1;
          if (sent === 20 && killedWithPending === -1) {
            killedWithPending = pendingFiles(victim.outbox).length;
            process.kill(victim.pid, 'SIGKILL');
          }
          await post(marker);
        }
      }),
    );
    expect(killedWithPending).toBeGreaterThan(0);
    await relay.open();

    const accepted = markers.filter((marker) => answers.get(marker)?.status === 200);
    const refused = markers.filter((marker) => answers.get(marker)?.status !== 200);
    for (const marker of refused) {
      expect(answers.get(marker)?.body, marker).toMatchObject({ success: false });
    }
    await expect
      .poll(
        async () => {
          const missing = [];
          for (const marker of accepted)
            if ((await mailsWith(marker)).length === 0) missing.push(marker);
          return missing;
        },
        { timeout: 60_000, message: 'every accepted submission delivered' },
      )
      .toEqual([]);
    // The restarted replica has emptied its outbox: what it held when killed was delivered.
    await expect.poll(() => pendingFiles(victim.outbox), { timeout: 30_000 }).toEqual([]);
    expect(topology.replica(1).pid).not.toBe(victim.pid);
    for (const marker of markers) {
      expect((await mailsWith(marker)).length, marker).toBeLessThanOrEqual(1);
    }
    const delivered = (
      await Promise.all(markers.map(async (marker) => (await mailsWith(marker)).length))
    ).reduce((sum, count) => sum + count, 0);
    test.info().annotations.push({
      type: 'replica kill',
      description: `${accepted.length} answered 200 (all delivered once), ${refused.length} JSON errors, ${delivered} mails in all, ${killedWithPending} files pending in the killed replica's outbox`,
    });
    process.stdout.write(
      `replica kill: ${accepted.length} × 200 delivered once, ${refused.length} JSON errors, ${delivered} mails delivered, ${killedWithPending} outbox files pending at the kill\n`,
    );
  } finally {
    relay.close();
    await topology.stop();
  }
});

import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { build, contactForm, listen, postContact, tempDir, until } from './helper.js';
import * as fixtures from '@verdalia/test-files/fixtures';
import { TestSiteverify } from './support/siteverify.js';
import { SmtpSink } from '@verdalia/smtp-sink';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteverify = await TestSiteverify.start();
const smtp = await SmtpSink.start();
afterAll(async () => {
  await smtp.stop();
  await siteverify.stop();
});

/** The outbox CLI as an operator runs it (its own process), against OUTBOX_DIR. */
async function cli(outboxDir: string, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/outbox-command.ts', ...args],
      { cwd: apiRoot, env: { PATH: process.env.PATH, OUTBOX_DIR: outboxDir } },
    );
    return { code: 0, out: stdout };
  } catch (error) {
    // execFile's error carries the exit code and both outputs.
    const field = (name: string): unknown =>
      typeof error === 'object' && error !== null ? Reflect.get(error, name) : undefined;
    const text = (name: string) => {
      const value = field(name);
      return typeof value === 'string' ? value : '';
    };
    const code = field('code');
    return { code: typeof code === 'number' ? code : -1, out: text('stdout') + text('stderr') };
  }
}

describe('the outbox CLI, next to the running server', () => {
  it('lists and shows failed mail and sends it again on retry, one or all', async () => {
    const dir = path.join(await tempDir('cli'), 'outbox');
    const app = await build({
      OUTBOX_DIR: dir,
      SMTP_URL: smtp.url,
      HCAPTCHA_VERIFY_URL: siteverify.url,
    });
    const base = await listen(app);
    smtp.answerNext(
      { code: 550, text: 'relay refused' },
      { code: 550, text: 'relay refused' },
      { code: 550, text: 'relay refused' },
    );
    for (const text of ['first', 'second', 'third']) {
      expect((await postContact(base, contactForm({ message: `cli ${text}` }))).status).toBe(200);
    }
    await until(async () => (await app.outbox.failedIds()).length === 3);
    const [first, ...others] = await app.outbox.failedIds();

    const listed = await cli(dir, 'list');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('0 pending, 3 failed, 0 held attachment(s)');
    expect(listed.out).toMatch(
      new RegExp(
        `failed +${first} +inquiry/other +0m +1 +SMTP server answered .*550 relay refused`,
      ),
    );

    const shown = await cli(dir, 'show', first ?? '');
    expect(shown.out).toContain('mail:        inquiry (other)');
    expect(shown.out).toContain('attempts:    1');
    expect(shown.out).toContain('last error:  SMTP server answered');
    expect(shown.out).toContain('cli first');

    const retried = await cli(dir, 'retry', first ?? '');
    expect(retried.out).toContain('moved back to pending/');
    await until(() => smtp.received.some(({ mail }) => mail.text?.includes('cli first')));
    expect(await app.outbox.failedIds()).toEqual(others);

    expect((await cli(dir, 'retry', '--failed')).out).toContain('2 failed message(s)');
    await until(() => smtp.received.filter(({ mail }) => mail.text?.includes('cli ')).length === 3);
    await until(async () => (await app.outbox.pendingIds()).length === 0);
    expect((await cli(dir, 'list')).out).toContain('0 pending, 0 failed, 0 held attachment(s)');

    const missing = await cli(dir, 'retry', 'no-such-id');
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('No message no-such-id');
    expect((await cli(dir, 'explode')).code).toBe(1);
    const elsewhere = await cli(path.join(dir, 'nothing-here'), 'list');
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.out).toContain('No outbox at OUTBOX_DIR=');
    expect(elsewhere.out).not.toMatch(/^\s+at /m);
  });
});

describe('held attachments, with the CLI', () => {
  it('are listed with their retention and handed over by export, once', async () => {
    const small = await SmtpSink.start({ size: 60_000 });
    const dir = path.join(await tempDir('cli-held'), 'outbox');
    const app = await build({
      OUTBOX_DIR: dir,
      SMTP_URL: small.url,
      HCAPTCHA_VERIFY_URL: siteverify.url,
    });
    try {
      const cv = fixtures.pdfOfSize(90_000);
      const fields = { kind: 'consultant', message: 'cli held' };
      const file = { name: 'Hoja de vida.pdf', bytes: cv };
      expect((await postContact(await listen(app), contactForm(fields, file))).status).toBe(200);
      await small.waitFor(1);
      const [id] = await app.outbox.heldIds();

      const listed = await cli(dir, 'held');
      expect(listed.out).toContain('1 held attachment(s)');
      const keptUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      expect(listed.out).toMatch(
        new RegExp(`${id} +consultant +${keptUntil} +90000 bytes +Hoja de vida\\.pdf`),
      );
      expect((await cli(dir, 'list')).out).toContain('0 pending, 0 failed, 1 held attachment(s)');

      const target = await tempDir('cli-export');
      const exported = await cli(dir, 'export', id ?? '', target);
      expect(exported.out).toContain('deleted from the server (collected)');
      const copy = await readFile(path.join(target, 'Hoja de vida.pdf'));
      const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
      expect(sha256(copy)).toBe(sha256(cv));
      expect(await readdir(app.outbox.heldDir)).toEqual([]);
      const again = await cli(dir, 'export', id ?? '', target);
      expect(again.code).toBe(1);
      expect(again.out).toContain(`No held attachment ${id}`);
    } finally {
      await small.stop();
    }
  });
});

describe('GET /metrics and /readyz', () => {
  it('count deliveries and answers in the Prometheus format', async () => {
    const app = await build({ SMTP_URL: smtp.url, HCAPTCHA_VERIFY_URL: siteverify.url });
    const base = await listen(app);
    expect((await postContact(base, contactForm())).status).toBe(200);
    expect((await postContact(base, contactForm({ email: 'nope' }))).status).toBe(400);
    await until(async () => (await app.outbox.pendingIds()).length === 0);
    // The attempt is counted when the worker's pass ends, just after the message left pending/.
    await app.deliveryWorker.idle();
    const metrics = await app.inject({ url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const line of [
      'outbox_deliveries_total{result="sent"} 1',
      'contact_submissions_total{status="200",code="form.errors.success"} 1',
      'contact_submissions_total{status="400",code="form.errors.emailInvalid"} 1',
      'outbox_pending_messages 0',
      'outbox_failed_messages 0',
      'outbox_held_attachments 0',
      'outbox_oldest_pending_age_seconds 0',
    ]) {
      expect(metrics.body).toContain(line);
    }
  });

  it('answer only loopback and OPS_ALLOW_FROM; everyone else gets a 404', async () => {
    const app = await build({ OPS_ALLOW_FROM: '198.51.100.0/24' });
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      Promise.all(
        ['/metrics', '/readyz'].map(
          async (url) => (await app.inject({ url, remoteAddress, headers })).statusCode,
        ),
      );
    expect(await from('127.0.0.1')).toEqual([200, 200]);
    expect(await from('::1')).toEqual([200, 200]);
    expect(await from('198.51.100.7')).toEqual([200, 200]);
    expect(await from('203.0.113.9')).toEqual([404, 404]);
    // Forwarded by a proxy that TRUST_PROXY does not name: the proxy's address proves nothing.
    expect(await from('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).toEqual([404, 404]);
    expect((await app.inject({ url: '/healthz', remoteAddress: '203.0.113.9' })).statusCode).toBe(
      200,
    );
    const behindProxy = await build({ TRUST_PROXY: 'loopback', OPS_ALLOW_FROM: '198.51.100.7' });
    const viaProxy = (client: string) =>
      behindProxy.inject({ url: '/metrics', headers: { 'x-forwarded-for': client } });
    expect((await viaProxy('203.0.113.9')).statusCode).toBe(404);
    // Through a proxy on this machine, a loopback client is a visitor like any other.
    expect((await viaProxy('127.0.0.1')).statusCode).toBe(404);
    expect((await viaProxy('127.0.0.2')).statusCode).toBe(404);
    expect((await viaProxy('198.51.100.7')).statusCode).toBe(200);
  });
});

import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { answerMessage } from '../src/http/answer.js';
import { storedInquirySchema } from '../src/outbox/stored-message.js';
import { build, contactForm, listen, postContact, tempDir, until } from './helper.js';
import * as fixtures from '@verdalia/test-files/fixtures';
import { TestSiteverify } from './support/siteverify.js';
import { SmtpSink } from '@verdalia/smtp-sink';
import { freePort } from './support/free-port.js';

const siteverify = await TestSiteverify.start();
afterAll(() => siteverify.stop());

/** The app with SMTP_URL pointing at a port where no SMTP server listens (yet). */
async function withSmtpDown(env: Record<string, string>) {
  const port = await freePort();
  const app = await build({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    HCAPTCHA_VERIFY_URL: siteverify.url,
    ...env,
  });
  return { app, base: await listen(app), port };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('durable outbox', () => {
  it('keeps 20 submissions while SMTP is down and delivers each exactly once when it is back', async () => {
    const { app, base, port } = await withSmtpDown({ RETRY_BASE_MS: '50', RETRY_MAX_MS: '200' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postContact(base, contactForm({ message: `message number ${index}` })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.json()).toMatchObject({
      status: 'ready',
      outbox: { writable: true, pending: 20, failed: 0 },
    });

    const smtp = await SmtpSink.start({ port });
    try {
      await smtp.waitFor(20);
      await until(async () => (await app.outbox.status()).pending === 0);
      // More passes over the outbox must send nothing again.
      for (let pass = 0; pass < 3; pass += 1) {
        app.deliveryWorker.kick();
        await app.deliveryWorker.idle();
      }
      const ids = smtp.received.map(({ mail }) => mail.messageId);
      expect(ids).toHaveLength(20);
      expect(new Set(ids).size).toBe(20);
      const bodies = smtp.received.map(
        ({ mail }) => /message number (\d+)/.exec(mail.text ?? '')?.[1],
      );
      expect(new Set(bodies).size).toBe(20);
    } finally {
      await smtp.stop();
    }
  });

  it('moves a message aside as failed after RETRY_GIVE_UP_MS and reports it', async () => {
    const { app, base } = await withSmtpDown({
      RETRY_BASE_MS: '20',
      RETRY_MAX_MS: '40',
      RETRY_GIVE_UP_MS: '200',
    });
    expect((await postContact(base, contactForm())).status).toBe(200);
    await until(async () => (await app.outbox.status()).failed === 1);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.json()).toMatchObject({ outbox: { pending: 0, failed: 1 } });
    const [failed] = await readdir(app.outbox.failedDir);
    const stored: unknown = JSON.parse(
      await readFile(path.join(app.outbox.failedDir, failed ?? '', 'message.json'), 'utf8'),
    );
    expect(storedInquirySchema.parse(stored).email).toBe('ana@example.org');
  });

  it('writes .eml files to MAILBOX_DIR when no SMTP server is configured', async () => {
    const mailbox = path.join(await tempDir('eml'), 'mailbox');
    const app = await build({ HCAPTCHA_VERIFY_URL: siteverify.url, MAILBOX_DIR: mailbox });
    const base = await listen(app);
    const bytes = fixtures.png();
    const answer = await postContact(base, contactForm({ lang: 'en' }, { name: 'map.png', bytes }));
    expect(answer.status).toBe(200);
    const emlFiles = async () =>
      (await readdir(mailbox).catch(() => [])).filter((name) => name.endsWith('.eml'));
    await until(async () => (await emlFiles()).length === 1);
    await app.deliveryWorker.idle();
    expect(await readdir(mailbox)).toEqual(await emlFiles());
    const [file] = await emlFiles();
    const mail = await simpleParser(await readFile(path.join(mailbox, file ?? '')));
    expect(mail.subject).toBe('[Otra consulta] Consulta web de Ana Pérez');
    expect(sha256(mail.attachments[0]?.content ?? Buffer.alloc(0))).toBe(sha256(bytes));
    expect((await app.outbox.status()).pending).toBe(0);
  });
});

describe('an outbox that cannot be written', () => {
  it('answers 503 when OUTBOX_DIR cannot even be created, and /readyz says so', async () => {
    const parent = path.join(await tempDir('blocked'), 'a-file');
    await writeFile(parent, 'not a folder');
    const app = await build({
      OUTBOX_DIR: path.join(parent, 'outbox'),
      HCAPTCHA_VERIFY_URL: siteverify.url,
    });
    const base = await listen(app);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'outbox-unwritable',
      outbox: { writable: false },
    });
    const withFile = await postContact(
      base,
      contactForm({ lang: 'en' }, { name: 'a.pdf', bytes: fixtures.pdf() }),
    );
    expect(withFile).toEqual({
      status: 503,
      body: {
        success: false,
        message: answerMessage('form.errors.unavailable', 'en'),
        code: 'form.errors.unavailable',
      },
    });
    expect((await postContact(base, contactForm())).status).toBe(503);
    expect(await app.inject({ url: '/healthz' }).then((r) => r.statusCode)).toBe(200);
  });

  it('answers 503 and leaves nothing half-written when pending/ breaks after start', async () => {
    const app = await build({ HCAPTCHA_VERIFY_URL: siteverify.url });
    const base = await listen(app);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    // The final rename into pending/ fails: the message must not survive half-written.
    await rm(app.outbox.pendingDir, { recursive: true });
    await writeFile(app.outbox.pendingDir, 'broken');
    const answer = await postContact(
      base,
      contactForm({}, { name: 'a.pdf', bytes: fixtures.pdf() }),
    );
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('form.errors.unavailable');
    expect(await readdir(app.outbox.tmpDir)).toEqual([]);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);

    // Repaired, the same server takes messages again.
    await rm(app.outbox.pendingDir);
    await mkdir(app.outbox.pendingDir);
    expect((await postContact(base, contactForm())).status).toBe(200);
  });
});

/** Every folder and file under `root` with its permission bits, e.g. ['pending/x/attachment', 0o600]. */
async function modes(root: string): Promise<[string, number, 'folder' | 'file'][]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const found: [string, number, 'folder' | 'file'][] = [
    ['.', (await stat(root)).mode & 0o777, 'folder'],
  ];
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    const kind = entry.isDirectory() ? 'folder' : 'file';
    found.push([path.relative(root, file), (await stat(file)).mode & 0o777, kind]);
  }
  return found;
}

describe("visitors' files", () => {
  it('are readable by the server’s user only: outbox, held attachments, acknowledgements and the mailbox', async () => {
    // A file nobody asks a mode for is readable by others under the usual umask (022, a
    // container's default), or the test would prove nothing: the test sets it for itself,
    // whatever this machine's is (077 in a private set-up), and puts it back afterwards. (A
    // process's umask can be set in vitest's default pool, forks, not in worker threads.)
    const previousUmask = process.umask(0o022);
    onTestFinished(() => {
      process.umask(previousUmask);
    });
    const control = path.join(await tempDir('umask'), 'plain');
    await writeFile(control, 'x');
    expect((await stat(control)).mode & 0o077).not.toBe(0);

    const pendingRoot = path.join(await tempDir('modes-pending'), 'outbox');
    // Folders an older version left open to everyone are narrowed at start.
    await mkdir(path.join(pendingRoot, 'pending'), { recursive: true, mode: 0o755 });
    const { app: down, base } = await withSmtpDown({
      OUTBOX_DIR: pendingRoot,
      ACKNOWLEDGE_VISITORS: 'true',
      RETRY_BASE_MS: '60000',
    });
    const cv = { name: 'cv.pdf', bytes: fixtures.pdf() };
    expect((await postContact(base, contactForm({}, cv))).status).toBe(200);
    const [waiting] = await down.outbox.pendingIds();
    await until(async () => (await down.outbox.state(waiting ?? '')).attempts === 1);

    const outboxRoot = path.join(await tempDir('modes'), 'outbox');
    const mailbox = path.join(await tempDir('modes-eml'), 'mailbox');
    await mkdir(mailbox, { mode: 0o755 });
    const local = await build({
      OUTBOX_DIR: outboxRoot,
      MAILBOX_DIR: mailbox,
      HCAPTCHA_VERIFY_URL: siteverify.url,
      ACKNOWLEDGE_VISITORS: 'true',
      MAIL_MAX_BYTES: '30000',
    });
    const large = { name: 'large.pdf', bytes: fixtures.pdfOfSize(40_000) };
    expect((await postContact(await listen(local), contactForm({}, large))).status).toBe(200);
    await until(async () => (await readdir(mailbox).catch(() => [])).length === 2);
    // Both written, both folders gone from pending/ (nothing on its way through delivered/).
    await until(async () => (await local.outbox.pendingIds()).length === 0);
    await local.deliveryWorker.idle();

    const all = [
      ...(await modes(pendingRoot)),
      ...(await modes(outboxRoot)),
      ...(await modes(mailbox)),
    ];
    const names = all.map(([name]) => name);
    for (const expected of [
      `pending/${waiting}/message.json`,
      `pending/${waiting}/attachment`,
      `pending/${waiting}/delivery.json`,
      `pending/${waiting}/acknowledgement/message.json`,
      'acknowledged/.key',
    ]) {
      expect(names).toContain(expected);
    }
    expect(
      names.filter((name) => name.startsWith('held/') && name.endsWith('/attachment')),
    ).toHaveLength(1);
    expect(names.filter((name) => name.endsWith('.eml'))).toHaveLength(2);
    const open = all.filter(([, mode, kind]) => mode !== (kind === 'folder' ? 0o700 : 0o600));
    expect(open.map(([name, mode]) => `${name} ${mode.toString(8)}`)).toEqual([]);
  });
});

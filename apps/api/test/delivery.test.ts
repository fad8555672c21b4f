import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Outbox, type DeliveryState, type NewMessage } from '../src/outbox/outbox.js';
import { build, tempDir, until } from './helper.js';
import * as fixtures from './support/fixtures.js';
import { SmtpSink } from '@verdalia/smtp-sink';

const smtps: SmtpSink[] = [];
afterAll(async () => {
  for (const smtp of smtps) await smtp.stop();
});

async function smtpServer(size?: number): Promise<SmtpSink> {
  const smtp = await SmtpSink.start({ size });
  smtps.push(smtp);
  return smtp;
}

const message = (text: string): NewMessage => ({
  lang: 'en',
  name: 'Ana',
  email: 'ana@example.org',
  message: text,
  remoteIp: '127.0.0.1',
});

/**
 * Puts messages into an outbox folder before any server runs (as a previous process would
 * have left them), so a test decides exactly what the worker finds at start.
 */
async function seedOutbox(
  dir: string,
  messages: { text: string; attachment?: Buffer }[],
): Promise<string[]> {
  const outbox = new Outbox(dir, 'verdalia.example');
  await outbox.init(() => undefined);
  const ids: string[] = [];
  for (const { text, attachment } of messages) {
    let upload: string | undefined;
    if (attachment) {
      upload = outbox.uploadPath();
      await writeFile(upload, attachment);
    }
    const stored = await outbox.store(
      {
        ...message(text),
        ...(attachment && {
          attachment: { fileName: 'a.pdf', mime: 'application/pdf', size: attachment.length },
        }),
      },
      upload,
    );
    ids.push(stored.id);
  }
  await outbox.close();
  return ids;
}

async function failedState(dir: string, id: string): Promise<DeliveryState> {
  return JSON.parse(
    await readFile(path.join(dir, 'failed', id, 'delivery.json'), 'utf8'),
  ) as DeliveryState;
}

const texts = (smtp: SmtpSink) => smtp.received.map(({ mail }) => mail.text ?? '');

describe('delivery under every SMTP answer', () => {
  it('moves a message refused with 5xx to failed/ at once, with the reply, and retries a 4xx', async () => {
    const smtp = await smtpServer();
    smtp.answerNext({ code: 550, text: 'mailbox unavailable' }, { code: 451, text: 'try later' });
    const dir = path.join(await tempDir('five'), 'outbox');
    const [refused, deferred] = await seedOutbox(dir, [{ text: 'refused' }, { text: 'deferred' }]);
    const app = await build({
      OUTBOX_DIR: dir,
      SMTP_URL: smtp.url,
      RETRY_BASE_MS: '50',
      RETRY_MAX_MS: '100',
    });
    await until(() => texts(smtp).some((text) => text.includes('deferred')));
    expect(await readdir(path.join(dir, 'failed'))).toEqual([refused]);
    const state = await failedState(dir, refused ?? '');
    expect(state.attempts).toBe(1);
    expect(state.lastError).toContain('550 mailbox unavailable');
    expect(state.failedAt).toBeDefined();
    // 550 once (never again), 451 once, then the deferred one accepted.
    expect(smtp.answers.map(({ answer }) => answer)).toEqual([
      { code: 550, text: 'mailbox unavailable' },
      { code: 451, text: 'try later' },
      'accept',
    ]);
    expect(deferred).toBeDefined();
    expect((await app.outbox.status()).pending).toBe(0);
  });

  it("fails a mail larger than the server's SIZE before sending it, saying what to do", async () => {
    const smtp = await smtpServer(100_000);
    const dir = path.join(await tempDir('size'), 'outbox');
    const [large] = await seedOutbox(dir, [
      { text: 'large', attachment: fixtures.pdfOfSize(200_000) },
      { text: 'small' },
    ]);
    await build({ OUTBOX_DIR: dir, SMTP_URL: smtp.url });
    await smtp.waitFor(1);
    await until(async () => (await readdir(path.join(dir, 'failed'))).length === 1);
    const state = await failedState(dir, large ?? '');
    expect(state.lastError).toMatch(
      /the mail is 0\.3 MB \(\d+ bytes\), the SMTP server accepts at most 0\.1 MB \(SIZE 100000\)/,
    );
    expect(state.lastError).toContain("raise the relay's message size limit");
    // Refused before DATA: the server never saw the large one.
    expect(smtp.answers).toHaveLength(1);
    expect(texts(smtp)[0]).toContain('small');
  });

  it('does not let a missing attachment or a dropped connection hold up the other messages', async () => {
    const smtp = await smtpServer();
    smtp.answerNext('drop');
    const dir = path.join(await tempDir('isolated'), 'outbox');
    const [dropped, missing] = await seedOutbox(dir, [
      { text: 'dropped' },
      { text: 'missing', attachment: fixtures.pdf() },
      { text: 'good one' },
      { text: 'good two' },
    ]);
    await rm(path.join(dir, 'pending', missing ?? '', 'attachment'));
    // A retry far away: the good ones must not wait for it.
    const app = await build({ OUTBOX_DIR: dir, SMTP_URL: smtp.url, RETRY_BASE_MS: '600000' });
    await smtp.waitFor(2);
    expect(texts(smtp).map((text) => /good \w+/.exec(text)?.[0])).toEqual(['good one', 'good two']);
    expect(await readdir(path.join(dir, 'failed'))).toEqual([missing]);
    expect((await failedState(dir, missing ?? '')).lastError).toContain(
      'the attachment file is missing',
    );
    expect(await app.outbox.pendingIds()).toEqual([dropped]);
    const state = await app.outbox.state(dropped ?? '');
    expect(state.attempts).toBe(1);
    expect(state.lastError).toMatch(/during|closed/);
  });

  it('never sends a message again when its folder cannot be removed after acceptance', async () => {
    const smtp = await smtpServer();
    const dir = path.join(await tempDir('removal'), 'outbox');
    const [id] = await seedOutbox(dir, [{ text: 'once only' }]);
    smtp.holdAnswers();
    const app = await build({ OUTBOX_DIR: dir, SMTP_URL: smtp.url, RETRY_BASE_MS: '50' });
    // While the server holds its 250, delivered/ becomes a file: the rename out of pending/
    // after the acceptance fails.
    await until(() => smtp.dataReceived === 1);
    await rm(path.join(dir, 'delivered'), { recursive: true });
    await writeFile(path.join(dir, 'delivered'), 'in the way');
    smtp.releaseAnswers();
    await smtp.waitFor(1);
    for (let pass = 0; pass < 3; pass += 1) {
      app.deliveryWorker.kick();
      await app.deliveryWorker.idle();
    }
    expect(await app.outbox.pendingIds()).toEqual([id]);
    expect(await app.outbox.wasDelivered(id ?? '')).toBe(true);
    await app.close();

    // A restart (delivered/ usable again) removes it without sending it.
    await rm(path.join(dir, 'delivered'));
    const again = await build({ OUTBOX_DIR: dir, SMTP_URL: smtp.url });
    await until(async () => (await again.outbox.pendingIds()).length === 0);
    expect(smtp.received).toHaveLength(1);
  });

  it('with SMTP_REQUIRE_TLS, sends nothing to a server without STARTTLS and keeps the mail', async () => {
    const smtp = await smtpServer();
    const dir = path.join(await tempDir('tls'), 'outbox');
    const [id] = await seedOutbox(dir, [{ text: 'secret inquiry' }]);
    const app = await build({ OUTBOX_DIR: dir, SMTP_URL: smtp.url, SMTP_REQUIRE_TLS: 'true' });
    await until(async () => (await app.outbox.state(id ?? '')).attempts === 1);
    const state = await app.outbox.state(id ?? '');
    expect(state.lastError).toMatch(/SMTP server not usable.*STARTTLS/);
    expect(smtp.received).toHaveLength(0);
    expect(await app.outbox.pendingIds()).toEqual([id]);
  });
});

import { createHash } from 'node:crypto';
import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deliveryStateSchema, heldAttachmentSchema } from '../src/outbox/stored-message.js';
import { build, tempDir, until } from './helper.js';
import * as fixtures from '@verdalia/test-files/fixtures';
import { seedOutbox } from './support/seed-outbox.js';
import { SmtpSink, type SmtpSinkOptions } from '@verdalia/smtp-sink';

const smtps: SmtpSink[] = [];
afterAll(async () => {
  for (const smtp of smtps) await smtp.stop();
});

async function smtpServer(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const smtp = await SmtpSink.start(options);
  smtps.push(smtp);
  return smtp;
}

async function failedState(dir: string, id: string) {
  const text = await readFile(path.join(dir, 'failed', id, 'delivery.json'), 'utf8');
  return deliveryStateSchema.parse(JSON.parse(text));
}

const texts = (smtp: SmtpSink) => smtp.received.map(({ mail }) => mail.text ?? '');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

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

  it('fails a message read back damaged from disk, saying what is wrong with it', async () => {
    const smtp = await smtpServer();
    const dir = path.join(await tempDir('damaged'), 'outbox');
    const [damaged] = await seedOutbox(dir, [{ text: 'damaged' }, { text: 'intact' }]);
    const file = path.join(dir, 'pending', damaged ?? '', 'message.json');
    const stored: unknown = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(file, JSON.stringify({ ...Object(stored), lang: 'fr' }));
    await build({ OUTBOX_DIR: dir, SMTP_URL: smtp.url });
    await smtp.waitFor(1);
    await until(async () => (await readdir(path.join(dir, 'failed'))).length === 1);
    expect((await failedState(dir, damaged ?? '')).lastError).toMatch(
      /^message\.json cannot be read: message\.json does not hold what it should: lang: /,
    );
    expect(texts(smtp)[0]).toContain('intact');
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

describe('an attachment the mail server cannot carry', () => {
  /** The held attachment's record and bytes, as the CLI would find them. */
  async function heldEntry(dir: string, id: string) {
    const folder = path.join(dir, 'held', id);
    const record = heldAttachmentSchema.parse(
      JSON.parse(await readFile(path.join(folder, 'held.json'), 'utf8')),
    );
    return { record, bytes: await readFile(path.join(folder, 'attachment')) };
  }

  it('brings a 20 MiB attachment’s inquiry to the staff through a 25 MB relay, the file held', async () => {
    const smtp = await smtpServer({ size: 25_000_000 });
    const dir = path.join(await tempDir('size'), 'outbox');
    const cv = fixtures.pdfOfSize(20 * 1024 * 1024);
    const [large] = await seedOutbox(dir, [
      { text: 'large', attachment: cv, fileName: 'cv-completo.pdf', kind: 'consultant' },
      { text: 'small', attachment: fixtures.pdf() },
    ]);
    const app = await build({ OUTBOX_DIR: dir, SMTP_URL: smtp.url });
    await smtp.waitFor(2);
    await until(async () => (await app.outbox.pendingIds()).length === 0);
    // Refused before a byte was sent (nodemailer compares with the advertised SIZE), then sent
    // without the file: the server saw two mails, both accepted.
    expect(smtp.answers.map(({ answer }) => answer)).toEqual(['accept', 'accept']);
    const [withoutFile, small] = smtp.received.map(({ mail }) => mail);
    expect(withoutFile?.attachments).toEqual([]);
    expect(withoutFile?.subject).toBe('[Consultor/a] Consulta web de Ana');
    const heldFile = path.join(dir, 'held', large ?? '', 'attachment');
    for (const line of [
      'Adjunto: cv-completo.pdf – 20 MB (20.971.520 bytes); retenido en el servidor web, ver abajo',
      'cv-completo.pdf, de 20 MB (20.971.520 bytes), haría este correo más grande de lo que acepta el servidor de correo (como máximo 23,8 MB (25.000.000 bytes)).',
      `en ${heldFile}.`,
      `OUTBOX_DIR=${dir} npm run outbox -- export ${large} <carpeta>`,
    ]) {
      expect(withoutFile?.text).toContain(line);
    }
    expect(small?.attachments).toHaveLength(1);
    // The operator sees it waiting.
    expect((await app.inject({ url: '/metrics' })).body).toContain('outbox_held_attachments 1');
    const { record, bytes } = await heldEntry(dir, large ?? '');
    expect(sha256(bytes)).toBe(sha256(cv));
    expect(record).toMatchObject({
      fileName: 'cv-completo.pdf',
      size: cv.length,
      limitBytes: 25_000_000,
    });
    expect(record.reason).toMatch(/SMTP server \(SIZE 25000000\)/);
    expect(await readdir(path.join(dir, 'failed'))).toEqual([]);
  });

  it('also when the relay keeps its limit to itself and refuses our SIZE= at MAIL FROM', async () => {
    const smtp = await smtpServer({ size: 50_000, hideSize: true });
    const dir = path.join(await tempDir('hidden-size'), 'outbox');
    const [id] = await seedOutbox(dir, [
      { text: 'refused size', attachment: fixtures.pdfOfSize(80_000) },
    ]);
    await build({ OUTBOX_DIR: dir, SMTP_URL: smtp.url });
    await smtp.waitFor(1);
    expect(smtp.answers.map(({ answer }) => answer)).toEqual([
      { code: 552, text: 'mail from size' },
      'accept',
    ]);
    const mail = smtp.received[0]?.mail;
    expect(mail?.attachments).toEqual([]);
    expect(mail?.text).toContain(
      'a.pdf, de 78,1 kB (80.000 bytes), haría este correo más grande de lo que acepta el servidor de correo.',
    );
    const { record } = await heldEntry(dir, id ?? '');
    expect(record.reason).toMatch(/refused it as too large: 552 5\.3\.4/);
  });

  it('or when MAIL_MAX_BYTES says so, in the .eml mailbox too; a mail without attachment that is too large fails', async () => {
    const smtp = await smtpServer();
    const dir = path.join(await tempDir('max-bytes'), 'outbox');
    const [withFile, tooLong] = await seedOutbox(dir, [
      { text: 'configured limit', attachment: fixtures.pdfOfSize(40_000) },
      { text: 'x'.repeat(60_000) },
    ]);
    await build({ OUTBOX_DIR: dir, SMTP_URL: smtp.url, MAIL_MAX_BYTES: '30000' });
    await smtp.waitFor(1);
    await until(async () => (await readdir(path.join(dir, 'failed'))).length === 1);
    expect(smtp.received[0]?.mail.attachments).toEqual([]);
    expect(smtp.received[0]?.mail.text).toContain('como máximo 29,3 kB (30.000 bytes)');
    expect((await heldEntry(dir, withFile ?? '')).record.limitBytes).toBe(30_000);
    expect((await failedState(dir, tooLong ?? '')).lastError).toMatch(
      /MAIL_MAX_BYTES accepts at most/,
    );

    const mailbox = path.join(await tempDir('max-bytes-eml'), 'mailbox');
    const local = path.join(await tempDir('max-bytes-local'), 'outbox');
    const [eml] = await seedOutbox(local, [
      { text: 'local', attachment: fixtures.pdfOfSize(40_000) },
    ]);
    await build({ OUTBOX_DIR: local, MAILBOX_DIR: mailbox, MAIL_MAX_BYTES: '30000' });
    await until(() =>
      stat(path.join(mailbox, `${eml}.eml`)).then(
        () => true,
        () => false,
      ),
    );
    expect((await heldEntry(local, eml ?? '')).bytes).toHaveLength(40_000);
  });
});

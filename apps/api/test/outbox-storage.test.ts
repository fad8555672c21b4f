import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ErrorKey, type Language } from '@verdalia/shared';
import { letterDocx, letterPdf } from '@verdalia/flood-files';
import { answerMessage } from '../src/http/answer.js';
import { build, contactForm, listen, postContact } from './helper.js';
import * as fixtures from '@verdalia/test-files/fixtures';
import { freePort } from './support/free-port.js';
import { mailServer } from './support/mail-server.js';
import { postFrom } from './support/multipart.js';
import { TestSiteverify } from './support/siteverify.js';

const siteverify = await TestSiteverify.start();
afterAll(() => siteverify.stop());

const mib = 1024 * 1024;
const documented = (code: ErrorKey, language: Language = 'es', success = false) => ({
  success,
  message: answerMessage(code, language),
  code,
});
const sentWithoutFile = (language: Language) =>
  documented('form.errors.sentWithoutAttachment', language, true);

/** A server whose mail cannot leave (SMTP down): what it accepts stays in its outbox. */
async function server(env: Record<string, string>) {
  const app = await build({
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    HCAPTCHA_VERIFY_URL: siteverify.url,
    ...env,
  });
  return { app, base: await listen(app) };
}

const megabyteFile = () => ({ name: 'cv.pdf', bytes: fixtures.pdfOfSize(mib) });

/** What the outbox stored for message `id`. */
async function storedMessage(outboxDir: string, id: string): Promise<unknown> {
  return JSON.parse(await readFile(path.join(outboxDir, 'pending', id, 'message.json'), 'utf8'));
}

describe('what the outbox may hold', () => {
  it('takes the message and drops the file once attachments fill their share, whoever filled it', async () => {
    // 4 MiB in all: an eighth kept for messages, a quarter for held files, 2.5 MiB for the rest.
    const { app, base } = await server({
      OUTBOX_MAX_BYTES: '4MiB',
      OUTBOX_DISK_RESERVE_BYTES: '0',
    });
    for (const sender of ['127.0.0.2', '127.0.0.3']) {
      const answer = await postFrom(base, sender, contactForm({}, megabyteFile()));
      expect(answer.status).toBe(200);
    }
    // A third sender's megabyte would pass the share: its message is taken, its file is not,
    // and the answer says so in its language.
    const third = await postFrom(
      base,
      '127.0.0.4',
      contactForm({ lang: 'en', message: 'third, with a file' }, megabyteFile()),
    );
    expect(third).toEqual({ status: 200, body: sentWithoutFile('en') });
    const ids = await app.outbox.pendingIds();
    expect(ids).toHaveLength(3);
    const last = ids.at(-1) ?? '';
    expect(await storedMessage(app.outbox.root, last)).toMatchObject({
      message: 'third, with a file',
      attachmentNotKept: { fileName: 'cv.pdf' },
    });
    await expect(
      readFile(path.join(app.outbox.root, 'pending', last, 'attachment')),
    ).rejects.toThrow(/ENOENT/);
    // A message without a file is taken as ever.
    expect((await postFrom(base, '127.0.0.5', contactForm())).status).toBe(200);

    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    const { storage } = ready.json<{ outbox: { storage: Record<string, number> } }>().outbox;
    expect(storage).toMatchObject({ maxBytes: 4 * mib, heldMaxBytes: mib, heldBytes: 0 });
    expect(storage.storedBytes).toBeGreaterThan(2 * mib);
    expect(storage.attachmentRoomBytes).toBeLessThan(mib);
    expect(storage.roomBytes).toBe(4 * mib - (storage.storedBytes ?? 0));
    const metrics = (await app.inject({ url: '/metrics' })).body;
    expect(metrics).toContain(`outbox_max_bytes ${4 * mib}`);
    expect(metrics).toContain(`outbox_held_max_bytes ${mib}`);
    expect(metrics).toMatch(/^outbox_attachment_room_bytes \d+$/m);
    expect(metrics).toMatch(/^outbox_stored_bytes \d+$/m);
    expect(metrics).toMatch(/^outbox_disk_free_bytes \d+$/m);
    expect(metrics).toContain('outbox_disk_reserve_bytes 0');
    expect(metrics).toContain(
      'contact_submissions_total{status="200",code="form.errors.sentWithoutAttachment"} 1',
    );
  });

  it('caps what one client address adds in a day (OUTBOX_ADDRESS_BYTES_PER_DAY), not its neighbours', async () => {
    const { base } = await server({
      OUTBOX_ADDRESS_BYTES_PER_DAY: '1536KiB',
      OUTBOX_DISK_RESERVE_BYTES: '0',
    });
    const first = await postFrom(base, '127.0.0.2', contactForm({ lang: 'pt' }, megabyteFile()));
    expect(first.status).toBe(200);
    const second = await postFrom(base, '127.0.0.2', contactForm({ lang: 'pt' }, megabyteFile()));
    expect(second).toEqual({ status: 200, body: sentWithoutFile('pt') });
    const text = await postFrom(base, '127.0.0.2', contactForm({ lang: 'pt' }));
    expect(text.status).toBe(200);
    const neighbour = await postFrom(base, '127.0.0.3', contactForm({}, megabyteFile()));
    expect(neighbour).toEqual({ status: 200, body: documented('form.errors.success', 'es', true) });
  });

  it('leaves OUTBOX_DISK_RESERVE_BYTES free: below it nothing is taken and /readyz says so', async () => {
    // More than any disk here has free: the disk is always below its reserve.
    const { app, base } = await server({ OUTBOX_DISK_RESERVE_BYTES: '1024TiB' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'disk-reserve-reached',
      outbox: { writable: false, storage: { reserveBytes: 1024 ** 5, roomBytes: 0 } },
    });
    // Not for lack of room for files: the disk has none left for anything.
    for (const file of [megabyteFile(), undefined]) {
      expect(await postContact(base, contactForm({ lang: 'en' }, file))).toEqual({
        status: 503,
        body: documented('form.errors.unavailable', 'en'),
      });
    }
    expect(await app.outbox.pendingIds()).toEqual([]);
  });

  it('refuses OUTBOX_HELD_MAX_BYTES above half of OUTBOX_MAX_BYTES', async () => {
    await expect(
      build({ OUTBOX_MAX_BYTES: '4MiB', OUTBOX_HELD_MAX_BYTES: '3MiB' }),
    ).rejects.toThrow(/OUTBOX_HELD_MAX_BYTES: more than half of OUTBOX_MAX_BYTES/);
  });
});

describe('held attachments have their own share: senders who fill it leave fresh visitors their messages and their ordinary files', async () => {
  // Mail of at most 400,000 bytes: a letter of 294 KB as a PDF (its mail about 412 KB) is held
  // on the server; a 38 KB .docx travels in its mail. Three such PDFs fill the held share.
  const { app, base, smtp } = await mailServer({
    OUTBOX_MAX_BYTES: '8MiB',
    OUTBOX_HELD_MAX_BYTES: '1MiB',
    OUTBOX_DISK_RESERVE_BYTES: '0',
    MAIL_MAX_BYTES: '400000',
    RATE_LIMIT_MAX: '1000',
  });
  const pdf = { name: 'carta.pdf', bytes: letterPdf() };
  const docx = { name: 'carta.docx', bytes: letterDocx() };

  it('holds what fits the share, drops the rest as it arrives, and delivers every message', async () => {
    // Five senders, two letters each, as fast as they can.
    const attack = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postFrom(base, `127.0.5.${(index % 5) + 1}`, contactForm({ lang: 'en' }, pdf)),
      ),
    );
    const codes = attack.map((answer) => answer.body.code);
    expect(attack.map((answer) => answer.status)).toEqual(attack.map(() => 200));
    expect(codes.filter((code) => code === 'form.errors.success')).toHaveLength(3);
    expect(codes.filter((code) => code === 'form.errors.sentWithoutAttachment')).toHaveLength(7);
    await smtp.waitFor(10);
    await app.deliveryWorker.idle();
    expect(await app.outbox.heldIds()).toHaveLength(3);
    const figures = await app.outbox.storage.figures();
    expect(figures.heldBytes).toBeGreaterThan(0);
    expect(figures.heldBytes).toBeLessThanOrEqual(mib);

    // A fresh visitor: the message is taken and delivered in every case, the file as it can be.
    const textOnly = await postFrom(base, '127.0.6.1', contactForm({ message: 'sin archivo' }));
    const ordinary = await postFrom(
      base,
      '127.0.6.2',
      contactForm({ message: 'con un docx' }, docx),
    );
    const large = await postFrom(base, '127.0.6.3', contactForm({ message: 'con un pdf' }, pdf));
    expect([textOnly, ordinary].map((answer) => answer.body)).toEqual([
      documented('form.errors.success', 'es', true),
      documented('form.errors.success', 'es', true),
    ]);
    expect(large).toEqual({ status: 200, body: sentWithoutFile('es') });
    const mails = await smtp.waitFor(13);
    const byText = (text: string) => mails.find((mail) => mail.mail.text?.includes(text));
    expect(byText('sin archivo')?.mail.attachments).toEqual([]);
    expect(byText('con un docx')?.mail.attachments.map((file) => file.filename)).toEqual([
      'carta.docx',
    ]);
    const dropped = byText('con un pdf');
    expect(dropped?.mail.attachments).toEqual([]);
    expect(dropped?.mail.text).toContain(
      'carta.pdf: no recibido, el servidor web no tenía espacio para archivos',
    );
  });
});

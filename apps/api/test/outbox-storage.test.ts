import { afterAll, describe, expect, it } from 'vitest';
import { type ErrorKey, type Language } from '@verdalia/shared';
import { answerMessage } from '../src/http/answer.js';
import { build, contactForm, listen, postContact } from './helper.js';
import * as fixtures from '@verdalia/test-files/fixtures';
import { freePort } from './support/free-port.js';
import { postFrom, splitUpload } from './support/multipart.js';
import { RawClient, requestHead } from './support/raw-http.js';
import { TestSiteverify } from './support/siteverify.js';

const siteverify = await TestSiteverify.start();
afterAll(() => siteverify.stop());

const mib = 1024 * 1024;
const documented = (code: ErrorKey, language: Language = 'es') => ({
  success: false,
  message: answerMessage(code, language),
  code,
});

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

describe('what the outbox may hold', () => {
  it('refuses an attachment before reading it once the outbox is at OUTBOX_MAX_BYTES; the message without it still goes', async () => {
    const { app, base } = await server({
      OUTBOX_MAX_BYTES: '3MiB',
      OUTBOX_DISK_RESERVE_BYTES: '0',
    });
    for (const round of [1, 2]) {
      const answer = await postContact(
        base,
        contactForm({ message: `file ${round}` }, megabyteFile()),
      );
      expect(answer.status).toBe(200);
    }
    // The third megabyte would pass the cap: refused from its first bytes, in English.
    const upload = splitUpload({ lang: 'en' }, megabyteFile());
    const client = await RawClient.open(base);
    await client.write(
      requestHead(base, { 'content-type': upload.contentType, 'content-length': upload.length }),
    );
    await client.write(Buffer.concat([upload.head, upload.file.subarray(0, 64 * 1024)]));
    const refused = await client.read();
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual(documented('form.errors.attachmentNoRoom', 'en'));
    expect(client.sent).toBeLessThan(upload.length);
    client.destroy();

    const withoutFile = await postContact(base, contactForm({ message: 'no file this time' }));
    expect(withoutFile.status).toBe(200);
    expect((await app.outbox.pendingIds()).length).toBe(3);

    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    const { storage } = ready.json<{ outbox: { storage: Record<string, number> } }>().outbox;
    expect(storage.maxBytes).toBe(3 * mib);
    expect(storage.storedBytes).toBeGreaterThan(2 * mib);
    expect(storage.storedBytes).toBeLessThan(3 * mib);
    expect(storage.roomBytes).toBe(3 * mib - (storage.storedBytes ?? 0));
    const metrics = (await app.inject({ url: '/metrics' })).body;
    expect(metrics).toContain(`outbox_max_bytes ${3 * mib}`);
    expect(metrics).toMatch(/^outbox_stored_bytes \d+$/m);
    expect(metrics).toMatch(/^outbox_disk_free_bytes \d+$/m);
    expect(metrics).toContain('outbox_disk_reserve_bytes 0');
  });

  it('caps what one client address adds in a day (OUTBOX_ADDRESS_BYTES_PER_DAY), not its neighbours', async () => {
    const { base } = await server({
      OUTBOX_ADDRESS_BYTES_PER_DAY: '1536KiB',
      OUTBOX_DISK_RESERVE_BYTES: '0',
    });
    const first = await postFrom(base, '127.0.0.2', contactForm({ lang: 'pt' }, megabyteFile()));
    expect(first.status).toBe(200);
    const second = await postFrom(base, '127.0.0.2', contactForm({ lang: 'pt' }, megabyteFile()));
    expect(second).toEqual({ status: 503, body: documented('form.errors.attachmentNoRoom', 'pt') });
    const text = await postFrom(base, '127.0.0.2', contactForm({ lang: 'pt' }));
    expect(text.status).toBe(200);
    const neighbour = await postFrom(base, '127.0.0.3', contactForm({}, megabyteFile()));
    expect(neighbour.status).toBe(200);
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
    const withFile = await postContact(base, contactForm({ lang: 'en' }, megabyteFile()));
    expect(withFile).toEqual({
      status: 503,
      body: documented('form.errors.attachmentNoRoom', 'en'),
    });
    const withoutFile = await postContact(base, contactForm({ lang: 'en' }));
    expect(withoutFile).toEqual({ status: 503, body: documented('form.errors.unavailable', 'en') });
    expect(await app.outbox.pendingIds()).toEqual([]);
  });
});

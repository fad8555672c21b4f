import { open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ErrorKey } from '@verdalia/shared';
import { answerMessage } from '../src/http/answer.js';
import { errorCode } from '../src/errors/node-error.js';
import { contactForm, postContact, tempDir, until } from './helper.js';
import * as fixtures from '@verdalia/test-files/fixtures';
import { freePort } from './support/free-port.js';
import { splitUpload } from './support/multipart.js';
import { RawClient, requestHead } from './support/raw-http.js';
import { startServer, stopServer } from './support/server-process.js';
import { TestSiteverify } from './support/siteverify.js';
import { onSmallDisk, seenBy } from './support/small-disk.js';

const siteverify = await TestSiteverify.start();
afterAll(() => siteverify.stop());

const mib = 1024 * 1024;
const documented = (code: ErrorKey) => ({
  success: false,
  message: answerMessage(code, 'en'),
  code,
});

/** Writes `file` until the filesystem has no room left (ENOSPC). */
async function fillDisk(file: string): Promise<void> {
  const handle = await open(file, 'w');
  const chunk = Buffer.alloc(mib, 1);
  try {
    for (;;) await handle.write(chunk);
  } catch (error) {
    if (errorCode(error) !== 'ENOSPC') throw error;
  } finally {
    await handle.close();
  }
}

/** The sizes of the uploads being received in the outbox's tmp/. */
async function uploadSizes(outbox: string): Promise<number[]> {
  const tmp = path.join(outbox, 'tmp');
  const names = (await readdir(tmp)).filter((name) => name.startsWith('upload-'));
  return Promise.all(names.map(async (name) => (await stat(path.join(tmp, name))).size));
}

describe('a full disk', () => {
  it('ends an upload at once with 503 when a write fails, keeps nothing of it, and is not ready until there is room again', async () => {
    const outboxDir = path.join(await tempDir('small-disk'), 'outbox');
    const server = await startServer(
      {
        OUTBOX_DIR: outboxDir,
        // SMTP down: what is accepted stays in the outbox.
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        HCAPTCHA_VERIFY_URL: siteverify.url,
        OUTBOX_DISK_RESERVE_BYTES: '2MiB',
        // What a stalled upload would meet; the answer must come long before.
        REQUEST_TIMEOUT_MS: '10000',
      },
      { wrap: onSmallDisk(outboxDir, 24 * mib) },
    );
    // The outbox as the server sees it: a 24 MiB tmpfs in its own mount namespace.
    const outbox = seenBy(server.child.pid, outboxDir);
    const readiness = async () => {
      const response = await fetch(`${server.base}/readyz`);
      const body = (await response.json()) as { status: string };
      return { status: response.status, state: body.status };
    };
    expect(await readiness()).toEqual({ status: 200, state: 'ready' });

    // An 8 MiB upload begins while there is room for it …
    const upload = splitUpload(
      { lang: 'en' },
      { name: 'report.pdf', bytes: fixtures.pdfOfSize(8 * mib) },
    );
    const client = await RawClient.open(server.base);
    await client.write(
      requestHead(server.base, {
        'content-type': upload.contentType,
        'content-length': upload.length,
      }),
    );
    await client.write(Buffer.concat([upload.head, upload.file.subarray(0, mib)]));
    await until(async () => (await uploadSizes(outbox)).some((size) => size > 0));
    // … then something else takes the rest of the disk.
    const ballast = path.join(outbox, 'ballast');
    await fillDisk(ballast);
    // The next write of the upload fails: the answer comes at once, before the body ends
    // (its last 5 MiB are never sent), not when the request times out.
    const filled = Date.now();
    await client.write(upload.file.subarray(mib, 3 * mib));
    const answer = await client.read();
    process.stdout.write(
      `full disk: 503 after ${(client.sent / mib).toFixed(1)} of ${(upload.length / mib).toFixed(1)} MiB sent, ${Date.now() - filled} ms after the disk filled\n`,
    );
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual(documented('form.errors.unavailable'));
    expect(client.sent).toBeLessThan(upload.length);
    client.destroy();
    // Nothing half-written stays.
    await until(async () => (await readdir(path.join(outbox, 'tmp'))).length === 0);
    expect(await readdir(path.join(outbox, 'pending'))).toEqual([]);

    // Not ready while the disk is full, and nothing is taken.
    const full = await readiness();
    expect(full.status).toBe(503);
    expect(['outbox-unwritable', 'disk-reserve-reached']).toContain(full.state);
    // The file has no room, and neither has the message: the disk itself is at its reserve.
    const file = { name: 'cv.pdf', bytes: fixtures.pdfOfSize(mib) };
    expect(await postContact(server.base, contactForm({ lang: 'en' }, file))).toEqual({
      status: 503,
      body: documented('form.errors.unavailable'),
    });
    expect(await postContact(server.base, contactForm({ lang: 'en' }))).toEqual({
      status: 503,
      body: documented('form.errors.unavailable'),
    });

    // Room again: ready, and both are taken.
    await rm(ballast);
    await until(async () => (await readiness()).status === 200);
    expect((await postContact(server.base, contactForm({ lang: 'en' }))).status).toBe(200);
    expect((await postContact(server.base, contactForm({ lang: 'en' }, file))).status).toBe(200);
    expect(await readdir(path.join(outbox, 'pending'))).toHaveLength(2);
    await stopServer(server, 'SIGTERM');
  });
});

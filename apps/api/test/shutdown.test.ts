import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answerMessage } from '../src/http/answer.js';
import { contactForm, postContact, tempDir } from './helper.js';
import { startSlowUpload, type RawClient } from './support/raw-http.js';
import { startServer } from './support/server-process.js';
import { TestSiteverify } from './support/siteverify.js';
import { until } from './support/until.js';

const siteverify = await TestSiteverify.start();
siteverify.mode = { kind: 'hold' };
afterAll(() => siteverify.stop());

/** The real server entry, shutting down within `graceMs`; resolves once it answers. */
async function startWithGrace(graceMs: number) {
  const outboxDir = path.join(await tempDir('shutdown'), 'outbox');
  const server = await startServer({
    OUTBOX_DIR: outboxDir,
    MAILBOX_DIR: path.join(await tempDir('shutdown-mailbox'), 'mailbox'),
    HCAPTCHA_VERIFY_URL: siteverify.url,
    HCAPTCHA_TIMEOUT_MS: '60000',
    SHUTDOWN_GRACE_MS: String(graceMs),
  });
  return { ...server, outboxDir };
}

/** An upload still being read, once the server has started writing it. */
async function startSlowUploadWritten(base: string, outboxDir: string): Promise<RawClient> {
  const client = await startSlowUpload(base);
  await until(async () => (await readdir(path.join(outboxDir, 'tmp'))).length > 0);
  return client;
}

describe('shutdown', () => {
  it('answers uploads still arriving with 503, stores accepted ones, then exits', async () => {
    // The grace only bounds the wait: the server exits as soon as the accepted one is stored.
    const server = await startWithGrace(20_000);
    const slow = await startSlowUploadWritten(server.base, server.outboxDir);
    // Read in full, now waiting for the captcha check: accepted, must still be stored.
    const verifiedBefore = siteverify.requests.length;
    const accepted = postContact(server.base, contactForm({ message: 'stored during shutdown' }));
    await until(() => siteverify.requests.length > verifiedBefore);

    server.child.kill('SIGTERM');
    const refused = await slow.read();
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.body).toEqual({
      success: false,
      message: answerMessage('form.errors.unavailable'),
      code: 'form.errors.unavailable',
    });
    await slow.closedByServer();

    siteverify.releaseHeld();
    expect((await accepted).status).toBe(200);
    expect(await server.exited).toBe(0);

    const pending = path.join(server.outboxDir, 'pending');
    const ids = await readdir(pending);
    expect(ids).toHaveLength(1);
    const stored = await readFile(path.join(pending, ids[0] ?? '', 'message.json'), 'utf8');
    expect(stored).toContain('stored during shutdown');
    expect(await readdir(path.join(server.outboxDir, 'tmp'))).toEqual([]);
  });

  it('exits after SHUTDOWN_GRACE_MS even if a request never finishes', async () => {
    const server = await startWithGrace(1000);
    const verifiedBefore = siteverify.requests.length;
    const stuck = postContact(server.base, contactForm()).catch((error: unknown) => error);
    await until(() => siteverify.requests.length > verifiedBefore);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // close-with-grace gives up with exit code 1 once the grace has passed.
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1000);
    expect(await stuck).toBeInstanceOf(Error);
    siteverify.releaseHeld();
  });
});

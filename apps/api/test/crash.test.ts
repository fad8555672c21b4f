import type { ChildProcess } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contactForm, postContact, tempDir, until } from './helper.js';
import * as fixtures from './support/fixtures.js';
import { TestSiteverify } from './support/siteverify.js';
import { spawnServer } from './support/server-process.js';
import { SmtpSink } from '@verdalia/smtp-sink';
import { freePort } from './support/free-port.js';

const siteverify = await TestSiteverify.start();
const children = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await siteverify.stop();
});

/** The real server entry (src/server.ts through tsx) as its own process. */
async function startServer(
  env: Record<string, string>,
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawnServer({
    PORT: String(port),
    SERVE_SITE: 'false',
    HCAPTCHA_VERIFY_URL: siteverify.url,
    RETRY_BASE_MS: '100',
    RETRY_MAX_MS: '200',
    ...env,
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const base = `http://127.0.0.1:${port}`;
  await until(async () => {
    try {
      return (await fetch(`${base}/healthz`)).ok;
    } catch {
      return false;
    }
    // A restart after a SIGKILL first waits for the dead process's outbox lock to go stale.
  }, 40_000);
  return { base, child };
}

async function kill(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

async function pendingMessageIds(outboxDir: string): Promise<string[]> {
  const pending = path.join(outboxDir, 'pending');
  const ids = await readdir(pending);
  return Promise.all(
    ids.map(async (id) => {
      const text = await readFile(path.join(pending, id, 'message.json'), 'utf8');
      return (JSON.parse(text) as { messageId: string }).messageId;
    }),
  );
}

describe('a crash (SIGKILL) with mail pending', () => {
  it('delivers everything after a restart, none twice, when SMTP was down', async () => {
    const outbox = path.join(await tempDir('crash-outbox'), 'outbox');
    const smtpPort = await freePort();
    const env = { OUTBOX_DIR: outbox, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
    const first = await startServer(env);
    for (let index = 0; index < 5; index += 1) {
      const file = index === 0 ? { name: 'a.pdf', bytes: fixtures.pdf() } : undefined;
      expect(
        (await postContact(first.base, contactForm({ message: `crash ${index}` }, file))).status,
      ).toBe(200);
    }
    const expected = await pendingMessageIds(outbox);
    expect(expected).toHaveLength(5);
    await kill(first.child);

    const smtp = await SmtpSink.start({ port: smtpPort });
    try {
      const second = await startServer(env);
      await smtp.waitFor(5);
      await until(async () => (await readdir(path.join(outbox, 'pending'))).length === 0, 40_000);
      // Stopped gracefully, the server first finishes what it is sending: after its exit no
      // second copy can still arrive.
      await kill(second.child, 'SIGTERM');
      const ids = smtp.received.map(({ mail }) => mail.messageId);
      expect(ids.toSorted()).toEqual(expected.toSorted());
      const withFile = smtp.received.find(({ mail }) => mail.text?.includes('crash 0'));
      expect(withFile?.mail.attachments.map((file) => file.filename)).toEqual(['a.pdf']);
    } finally {
      await smtp.stop();
    }
  });

  it('resends a mail cut off mid-delivery with the same Message-ID, so it can be recognised', async () => {
    const outbox = path.join(await tempDir('crash-slow'), 'outbox');
    const smtp = await SmtpSink.start();
    smtp.holdAnswers();
    try {
      const env = { OUTBOX_DIR: outbox, SMTP_URL: smtp.url };
      const first = await startServer(env);
      const answers = await Promise.all(
        [0, 1, 2].map((index) =>
          postContact(first.base, contactForm({ message: `slow ${index}` })),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const expected = (await pendingMessageIds(outbox)).toSorted();
      await until(() => smtp.dataReceived >= 1);
      // Killed while the SMTP server holds its answer to DATA: the API never heard "250".
      await kill(first.child);
      expect(await readdir(path.join(outbox, 'pending'))).toHaveLength(3);

      smtp.releaseAnswers();
      const second = await startServer(env);
      await until(async () => (await readdir(path.join(outbox, 'pending'))).length === 0, 40_000);
      await until(() => smtp.received.length >= 4);
      const ids = smtp.received.map(({ mail }) => mail.messageId ?? '');
      expect([...new Set(ids)].toSorted()).toEqual(expected);
      // Only the message in flight at the kill arrived twice, both copies with one Message-ID.
      const counts = ids.map((id) => ids.filter((other) => other === id).length);
      expect(Math.max(...counts)).toBe(2);
      expect(ids.length).toBe(4);
      await kill(second.child);
    } finally {
      await smtp.stop();
    }
  });
});

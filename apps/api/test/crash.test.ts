import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storedMessageSchema } from '../src/outbox/stored-message.js';
import { contactForm, postContact, tempDir, until } from './helper.js';
import * as fixtures from '@verdalia/test-files/fixtures';
import { TestSiteverify } from './support/siteverify.js';
import { startServer, stopServer } from './support/server-process.js';
import { SmtpSink } from '@verdalia/smtp-sink';
import { freePort } from './support/free-port.js';

const siteverify = await TestSiteverify.start();
afterAll(() => siteverify.stop());

/** The real server entry as its own process, retrying quickly. */
function start(env: Record<string, string>) {
  return startServer({
    HCAPTCHA_VERIFY_URL: siteverify.url,
    RETRY_BASE_MS: '100',
    RETRY_MAX_MS: '200',
    ...env,
  });
}

async function pendingMessageIds(outboxDir: string): Promise<string[]> {
  const pending = path.join(outboxDir, 'pending');
  const ids = await readdir(pending);
  return Promise.all(
    ids.map(async (id) => {
      const text = await readFile(path.join(pending, id, 'message.json'), 'utf8');
      return storedMessageSchema.parse(JSON.parse(text)).messageId;
    }),
  );
}

describe('a crash (SIGKILL) with mail pending', () => {
  it('delivers everything after a restart, none twice, each acknowledgement after its inquiry, when SMTP was down', async () => {
    const outbox = path.join(await tempDir('crash-outbox'), 'outbox');
    const smtpPort = await freePort();
    const env = {
      OUTBOX_DIR: outbox,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ACKNOWLEDGE_VISITORS: 'true',
    };
    const first = await start(env);
    for (let index = 0; index < 5; index += 1) {
      const file = index === 0 ? { name: 'a.pdf', bytes: fixtures.pdf() } : undefined;
      const fields = { message: `crash ${index}`, email: `visitor${index}@example.org` };
      expect((await postContact(first.base, contactForm(fields, file))).status).toBe(200);
    }
    const expected = await pendingMessageIds(outbox);
    expect(expected).toHaveLength(5);
    await stopServer(first);

    const smtp = await SmtpSink.start({ port: smtpPort });
    try {
      const second = await start(env);
      await smtp.waitFor(10);
      await until(async () => (await readdir(path.join(outbox, 'pending'))).length === 0, 40_000);
      // Stopped gracefully, the server first finishes what it is sending: after its exit no
      // second copy can still arrive.
      await stopServer(second, 'SIGTERM');
      const ids = smtp.received.map(({ mail }) => mail.messageId ?? '');
      const inquiries = ids.filter((id) => !id.includes('-ack@'));
      expect(inquiries.toSorted()).toEqual(expected.toSorted());
      // One acknowledgement per inquiry, each after it, to the visitor who sent it.
      expect(ids.filter((id) => id.includes('-ack@')).toSorted()).toEqual(
        expected.map((id) => id.replace('@', '-ack@')).toSorted(),
      );
      for (const [index, { mail, envelope }] of smtp.received.entries()) {
        if (!mail.messageId?.includes('-ack@')) continue;
        const inquiry = mail.messageId.replace('-ack@', '@');
        expect(ids.indexOf(inquiry)).toBeLessThan(index);
        const staff = smtp.received[ids.indexOf(inquiry)];
        expect(envelope.to).toEqual([staff?.mail.replyTo?.value[0]?.address]);
      }
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
      const first = await start(env);
      const answers = await Promise.all(
        [0, 1, 2].map((index) =>
          postContact(first.base, contactForm({ message: `slow ${index}` })),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const expected = (await pendingMessageIds(outbox)).toSorted();
      await until(() => smtp.dataReceived >= 1);
      // Killed while the SMTP server holds its answer to DATA: the API never heard "250".
      await stopServer(first);
      expect(await readdir(path.join(outbox, 'pending'))).toHaveLength(3);

      smtp.releaseAnswers();
      const second = await start(env);
      await until(async () => (await readdir(path.join(outbox, 'pending'))).length === 0, 40_000);
      await until(() => smtp.received.length >= 4);
      const ids = smtp.received.map(({ mail }) => mail.messageId ?? '');
      expect([...new Set(ids)].toSorted()).toEqual(expected);
      // Only the message in flight at the kill arrived twice, both copies with one Message-ID.
      const counts = ids.map((id) => ids.filter((other) => other === id).length);
      expect(Math.max(...counts)).toBe(2);
      expect(ids.length).toBe(4);
      await stopServer(second);
    } finally {
      await smtp.stop();
    }
  });
});

import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { makeCertificates } from '../check/tls.ts';
import { startMailCatcher } from './mail-catcher.ts';

const listing = async (port: number) => {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/messages`);
  return (await response.json()) as {
    total: number;
    messages: { ID: string; Subject: string; Tls: boolean }[];
  };
};

describe('the Mailpit stand-in', async () => {
  const work = await mkdtemp(path.join(tmpdir(), 'mail-catcher-'));
  await makeCertificates(path.join(work, 'tls'), ['mail-relay']);
  const tls = {
    cert: await readFile(path.join(work, 'tls/mail-relay.pem'), 'utf8'),
    key: await readFile(path.join(work, 'tls/mail-relay-key.pem'), 'utf8'),
  };
  const ca = await readFile(path.join(work, 'tls/ca.pem'), 'utf8');
  const dir = path.join(work, 'messages');
  const catcher = await startMailCatcher({ dir, tls, requireStartTls: true });
  afterAll(() => catcher.close());
  const send = (requireTLS: boolean, subject: string) =>
    createTransport({
      host: '127.0.0.1',
      port: catcher.smtpPort,
      requireTLS,
      ignoreTLS: !requireTLS,
      tls: { ca, servername: 'mail-relay' },
    }).sendMail({
      from: 'web@verdalia.example',
      to: 'info@verdalia.example',
      subject,
      text: subject,
    });

  it('refuses mail without STARTTLS when told to, and keeps what arrives over it', async () => {
    await expect(send(false, 'plain')).rejects.toThrow(/STARTTLS/);
    await send(true, 'Consulta por TLS');
    const { total, messages } = await listing(catcher.httpPort);
    expect(total).toBe(1);
    expect(messages[0]).toMatchObject({ Subject: 'Consulta por TLS', Tls: true });
  });

  it("serves each message's source as Mailpit does, and keeps it across a restart", async () => {
    const [message] = (await listing(catcher.httpPort)).messages;
    const raw = await fetch(
      `http://127.0.0.1:${catcher.httpPort}/api/v1/message/${message?.ID ?? ''}/raw`,
    );
    expect(await raw.text()).toMatch(/^Subject: Consulta por TLS$/m);
    const again = await startMailCatcher({ dir });
    try {
      expect((await listing(again.httpPort)).total).toBe(1);
    } finally {
      await again.close();
    }
  });
});

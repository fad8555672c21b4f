import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';

/** Delivers one composed mail; resolves only once the receiving side has accepted it. */
export interface MailSender {
  readonly kind: 'smtp' | 'mailbox';
  send(mail: Mail.Options, id: string): Promise<{ response: string; path?: string }>;
  close(): void;
}

/** SMTP delivery (SMTP_URL set): accepted means the server answered 250 to the data. */
export function smtpSender(url: string, timeoutMs: number): MailSender {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transport.sendMail(mail);
      return { response: info.response };
    },
    close: () => transport.close(),
  };
}

/**
 * The embedded default (no SMTP_URL): each mail becomes <id>.eml in MAILBOX_DIR, written
 * atomically, so a retry after a crash overwrites the same file instead of adding a copy.
 */
export function mailboxSender(dir: string): MailSender {
  // Streamed, not buffered: a 20 MiB attachment is never held in memory as a whole.
  const transport = nodemailer.createTransport({ streamTransport: true, newline: 'windows' });
  return {
    kind: 'mailbox',
    async send(mail, id) {
      await mkdir(dir, { recursive: true });
      const info = await transport.sendMail(mail);
      const target = path.join(dir, `${id}.eml`);
      const temporary = path.join(dir, `.${id}.${randomBytes(4).toString('hex')}.tmp`);
      try {
        await pipeline(info.message, createWriteStream(temporary, { flags: 'wx' }));
        const handle = await open(temporary, 'r+');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { response: 'written', path: target };
    },
    close: () => undefined,
  };
}

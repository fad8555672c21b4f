import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { mkdirPrivate, narrowFolder, writeFileDurably } from '../fs/durable.js';
import { connectionFailure, sendFailure, tooLarge } from './delivery-error.js';

/**
 * Delivers one composed mail; resolves only once the receiving side has accepted it.
 * Rejects with a DeliveryError saying whether the connection, this attempt or the message
 * itself is the problem.
 */
export interface MailSender {
  readonly kind: 'smtp' | 'mailbox';
  send(mail: Mail.Options, id: string): Promise<{ response: string; path?: string }>;
  close(): void;
}

export interface SmtpSettings {
  url: string;
  timeoutMs: number;
  /** Fail unless the server upgrades to TLS with STARTTLS (smtps:// is TLS from the start). */
  requireTls: boolean;
  /** MAIL_MAX_BYTES: a mail above it is not sent (`too-large`), whatever SIZE the server names. */
  maxBytes?: number;
}

/** The exact size of the mail as it will go over the wire (for the server's SIZE limit). */
export async function messageSize(mail: Mail.Options): Promise<number> {
  let size = 0;
  await pipeline(
    new MailComposer(mail).compile().createReadStream(),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done();
      },
    }),
  );
  return size;
}

/**
 * SMTP delivery (SMTP_URL set), one connection per message. Done with nodemailer's
 * SMTPConnection rather than its transport so that the two phases stay apart: failing to
 * connect or log in pauses all delivery; anything after MAIL FROM concerns this message.
 * The mail's size goes with MAIL FROM, so a server advertising a smaller SIZE is refused
 * before a byte of the message is sent.
 */
export function smtpSender(settings: SmtpSettings): MailSender {
  const { auth, ...options } = parseConnectionUrl(settings.url);
  const connectionOptions = {
    ...options,
    requireTLS: settings.requireTls || Boolean(options.requireTLS),
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  };
  return {
    kind: 'smtp',
    async send(mail) {
      const size = await messageSize(mail);
      if (settings.maxBytes !== undefined && size > settings.maxBytes) {
        throw tooLarge(size, settings.maxBytes, 'MAIL_MAX_BYTES');
      }
      const connection = new SMTPConnection(connectionOptions);
      return new Promise((resolve, reject) => {
        let transaction = false;
        let settled = false;
        const finish = (error: unknown, response?: string) => {
          if (settled) return;
          settled = true;
          if (error) {
            connection.close();
            reject(transaction ? sendFailure(error, size) : connectionFailure(error));
          } else {
            connection.quit();
            resolve({ response: response ?? '' });
          }
        };
        // `on`, not `once`: a second 'error' after the first must not go unhandled.
        connection.on('error', (error: Error) => finish(error));
        connection.on('end', () => finish(new Error('the server closed the connection')));
        const sendMessage = () => {
          transaction = true;
          const message = new MailComposer(mail).compile();
          connection.send(
            { ...message.getEnvelope(), size },
            message.createReadStream(),
            // On an error there is no info, whatever the types say.
            (error, info) => finish(error, error ? undefined : info.response),
          );
        };
        connection.connect((error) => {
          if (error) return finish(error);
          if (!auth || !connection.allowsAuth) return sendMessage();
          connection.login({ credentials: { user: auth.user, pass: auth.pass } }, (loginError) =>
            loginError ? finish(loginError) : sendMessage(),
          );
        });
      });
    },
    close: () => undefined,
  };
}

/**
 * The embedded default (no SMTP_URL): each mail becomes <id>.eml in MAILBOX_DIR, written
 * atomically and durably (file and folder fsynced), so a retry after a crash overwrites the
 * same file instead of adding a copy. Folder and files are the owner's only: they hold
 * visitors' messages. MAIL_MAX_BYTES applies here too, so the fallback can be tried locally.
 */
export function mailboxSender(dir: string, maxBytes?: number): MailSender {
  // Streamed, not buffered: a 20 MiB attachment is never held in memory as a whole.
  const transport = nodemailer.createTransport({ streamTransport: true, newline: 'windows' });
  let narrowed = false;
  return {
    kind: 'mailbox',
    async send(mail, id) {
      if (maxBytes !== undefined) {
        const size = await messageSize(mail);
        if (size > maxBytes) throw tooLarge(size, maxBytes, 'MAIL_MAX_BYTES');
      }
      await mkdirPrivate(dir);
      if (!narrowed) await narrowFolder(dir);
      narrowed = true;
      const info = await transport.sendMail(mail);
      const target = path.join(dir, `${id}.eml`);
      await writeFileDurably(target, info.message);
      return { response: 'written', path: target };
    },
    close: () => undefined,
  };
}

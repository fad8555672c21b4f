// A stand-in for Mailpit where its image cannot be had (no image registry): a real SMTP server
// (smtp-server) that keeps every message it accepts as a file, and the part of Mailpit's HTTP
// API that the compose check reads (list, raw source, delete all, /livez). Same ports and
// settings as Mailpit: SMTP 1025, HTTP 8025, MP_DATA_FILE (kept on a volume), and STARTTLS
// with MP_SMTP_TLS_CERT / MP_SMTP_TLS_KEY, required with MP_SMTP_REQUIRE_STARTTLS=true.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { z } from 'zod';

export interface MailCatcherOptions {
  /** Where messages are kept: one `<id>.eml` and one `<id>.json` summary each. */
  dir: string;
  smtpPort?: number;
  httpPort?: number;
  host?: string;
  /** PEM certificate and key: STARTTLS offered. */
  tls?: { cert: string; key: string };
  /** Refuse MAIL FROM until the client has upgraded the connection with STARTTLS. */
  requireStartTls?: boolean;
}

/** A message as Mailpit's GET /api/v1/messages lists it (the fields the check reads, and Size). */
const messageSummary = z.object({
  ID: z.string(),
  MessageID: z.string(),
  Subject: z.string(),
  Created: z.string(),
  Size: z.number(),
  /** Not Mailpit's: whether it arrived over TLS (the stand-in's own tests read it). */
  Tls: z.boolean(),
});
export type MessageSummary = z.infer<typeof messageSummary>;

export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  close(): Promise<void>;
}

const summaryFile = (dir: string, id: string) => path.join(dir, `${id}.json`);
const rawFile = (dir: string, id: string) => path.join(dir, `${id}.eml`);
/** Ids sort by arrival: a zero-padded millisecond time, then a random part. */
const newId = () => `${String(Date.now()).padStart(15, '0')}-${randomUUID()}`;

async function readStream(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

async function keep(dir: string, raw: Buffer, session: SMTPServerSession): Promise<void> {
  const parsed = await simpleParser(raw);
  const id = newId();
  const summary: MessageSummary = {
    ID: id,
    MessageID: parsed.messageId ?? '',
    Subject: parsed.subject ?? '',
    Created: new Date().toISOString(),
    Size: raw.length,
    Tls: session.secure,
  };
  // The summary is written last, by rename: a listed message always has its source.
  await writeFile(rawFile(dir, id), raw);
  await writeFile(`${summaryFile(dir, id)}.tmp`, JSON.stringify(summary));
  await rename(`${summaryFile(dir, id)}.tmp`, summaryFile(dir, id));
}

async function list(dir: string): Promise<MessageSummary[]> {
  const names = (await readdir(dir))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse();
  return Promise.all(
    names.map(async (name) =>
      messageSummary.parse(JSON.parse(await readFile(path.join(dir, name), 'utf8'))),
    ),
  );
}

/** An error smtp-server turns into this SMTP reply. */
class SmtpReply extends Error {
  readonly responseCode: number;

  constructor(responseCode: number, message: string) {
    super(message);
    this.responseCode = responseCode;
  }
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const { dir } = options;
  await mkdir(dir, { recursive: true });
  const host = options.host ?? '127.0.0.1';
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: options.tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),
    logger: false,
    onMailFrom: (_address, session, callback) => {
      if (options.requireStartTls && !session.secure) {
        callback(new SmtpReply(530, '5.7.0 Must issue a STARTTLS command first'));
        return;
      }
      callback();
    },
    onData: (stream, session, callback) => {
      readStream(stream)
        .then((raw) => keep(dir, raw, session))
        .then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  // Clients that vanish mid-message end in socket errors; the server goes on.
  smtp.on('error', () => undefined);

  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    const send = (status: number, body: string, type = 'application/json') =>
      response.writeHead(status, { 'content-type': type }).end(body);
    const url = new URL(request.url ?? '/', 'http://mailpit');
    const raw = /^\/api\/v1\/message\/([\w-]+)\/raw$/.exec(url.pathname);
    const answer = async () => {
      if (url.pathname === '/livez' || url.pathname === '/readyz')
        return send(200, 'ok', 'text/plain');
      if (request.method === 'GET' && url.pathname === '/api/v1/messages') {
        const messages = await list(dir);
        return send(200, JSON.stringify({ total: messages.length, messages }));
      }
      if (request.method === 'DELETE' && url.pathname === '/api/v1/messages') {
        for (const name of await readdir(dir)) await rm(path.join(dir, name), { force: true });
        return send(200, 'ok', 'text/plain');
      }
      if (request.method === 'GET' && raw?.[1]) {
        return send(200, await readFile(rawFile(dir, raw[1]), 'utf8'), 'text/plain');
      }
      send(404, JSON.stringify({ error: 'not found' }));
    };
    answer().catch(() => send(404, JSON.stringify({ error: 'not found' })));
  });

  const listen = (
    server: { listen: (port: number, host: string, done: () => void) => unknown },
    port: number,
  ) => new Promise<void>((resolve) => server.listen(port, host, resolve));
  await listen(smtp, options.smtpPort ?? 0);
  await listen(http, options.httpPort ?? 0);
  const portOf = (address: ReturnType<typeof http.address>) => {
    if (address === null || typeof address === 'string') throw new Error('mail catcher: no port');
    return address.port;
  };
  return {
    smtpPort: portOf(smtp.server.address()),
    httpPort: portOf(http.address()),
    close: async () => {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}

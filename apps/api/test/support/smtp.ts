import { createServer as createNetServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  mail: ParsedMail;
  envelope: { from: string; to: string[] };
}

/** A free TCP port on 127.0.0.1 (for servers that must come back on the same port). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** A real SMTP server on 127.0.0.1 that parses every accepted mail with mailparser. */
export class TestSmtp {
  readonly received: Received[] = [];
  private server: SMTPServer | undefined;
  private waiters: (() => void)[] = [];
  /** Delay before answering 250 to DATA (to hold a delivery in flight). */
  dataDelayMs = 0;
  /** How many messages arrived complete (before the delayed 250 answer). */
  dataReceived = 0;

  constructor(readonly port: number) {}

  static async start(port?: number): Promise<TestSmtp> {
    const smtp = new TestSmtp(port ?? (await freePort()));
    await smtp.listen();
    return smtp;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 40 * 1024 * 1024,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then(async (mail) => {
            this.dataReceived += 1;
            if (this.dataDelayMs > 0) await new Promise((r) => setTimeout(r, this.dataDelayMs));
            this.received.push({
              mail,
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
            });
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      },
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once at least n mails have been received. */
  async waitFor(count: number, timeoutMs = 20_000): Promise<Received[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} mails, got ${this.received.length}`);
      }
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return this.received;
  }
}

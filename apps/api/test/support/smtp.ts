import { createServer as createNetServer, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export interface Received {
  mail: ParsedMail;
  envelope: { from: string; to: string[] };
}

/**
 * How the server answers one message's DATA: take it, refuse it with an SMTP reply
 * (4xx: try later, 5xx: never), cut the connection while the message is arriving, or stall
 * (stop reading mid-message and never answer: the client is left in the middle of DATA).
 */
export type SmtpAnswer = 'accept' | 'drop' | 'stall' | { code: number; text: string };

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

class SmtpReply extends Error {
  constructor(
    readonly responseCode: number,
    text: string,
  ) {
    super(text);
  }
}

export interface TestSmtpOptions {
  port?: number;
  /** The SIZE the server advertises (and enforces); default 40 MiB. */
  size?: number;
}

/** A real SMTP server on 127.0.0.1 that parses every accepted mail with mailparser. */
export class TestSmtp {
  readonly received: Received[] = [];
  /** Every DATA answered, in order (accepted ones also land in `received`). */
  readonly answers: { answer: SmtpAnswer; mail?: ParsedMail }[] = [];
  private server: SMTPServer | undefined;
  private readonly sockets = new Map<number, Socket>();
  private waiters: (() => void)[] = [];
  /** Delay before answering 250 to DATA (to hold a delivery in flight). */
  dataDelayMs = 0;
  /** How many messages arrived complete (before the delayed 250 answer). */
  dataReceived = 0;
  /** How many messages are stalled mid-DATA (answer 'stall'). */
  stalled = 0;
  /** Decides each DATA's answer when nothing is queued with answerNext(). */
  answer: (session: SMTPServerSession) => SmtpAnswer = () => 'accept';
  private readonly queued: SmtpAnswer[] = [];

  constructor(
    readonly port: number,
    readonly size = 40 * 1024 * 1024,
  ) {}

  static async start(options: TestSmtpOptions | number = {}): Promise<TestSmtp> {
    const { port, size } = typeof options === 'number' ? { port: options } : options;
    const smtp = new TestSmtp(port ?? (await freePort()), size);
    await smtp.listen();
    return smtp;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The next messages get these answers, in order; then `answer` decides again. */
  answerNext(...answers: SmtpAnswer[]): void {
    this.queued.push(...answers);
  }

  async listen(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: this.size,
      onData: (stream, session, callback) => {
        const answer = this.queued.shift() ?? this.answer(session);
        if (answer === 'stall') {
          stream.once('data', () => {
            this.stalled += 1;
            this.answers.push({ answer });
            stream.pause();
          });
          return;
        }
        if (answer === 'drop') {
          // Cut the connection once part of the message has arrived: no reply ever comes.
          stream.once('data', () => {
            this.answers.push({ answer });
            this.sockets.get(session.remotePort)?.destroy();
          });
          stream.resume();
          return;
        }
        simpleParser(stream)
          .then(async (mail) => {
            this.dataReceived += 1;
            if (this.dataDelayMs > 0) await new Promise((r) => setTimeout(r, this.dataDelayMs));
            this.answers.push({ answer, mail });
            if (answer !== 'accept') {
              callback(new SmtpReply(answer.code, answer.text));
              return;
            }
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
    server.server.on('connection', (socket: Socket) => {
      const remotePort = socket.remotePort ?? 0;
      this.sockets.set(remotePort, socket);
      socket.once('close', () => this.sockets.delete(remotePort));
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    // Connections the tests cut (or clients killed mid-message) end in socket errors.
    server.on('error', () => undefined);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets.values()) socket.destroy();
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

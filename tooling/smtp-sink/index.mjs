// A real SMTP server (smtp-server) on 127.0.0.1 for tests and benchmarks: it parses every
// accepted mail with mailparser (or only counts it, for benchmarks), and can be scripted to
// refuse, cut or stall messages. The types and the meaning of each member are in index.d.ts.
import { createHash } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

class SmtpReply extends Error {
  constructor(responseCode, text) {
    super(text);
    this.responseCode = responseCode;
  }
}

const envelopeOf = (session) => ({
  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
  to: session.envelope.rcptTo.map((recipient) => recipient.address),
});

export class SmtpSink {
  received = [];
  answers = [];
  accepted = 0;
  dataReceived = 0;
  stalled = 0;
  answer = () => 'accept';
  #queued = [];
  /** While defined, the DATA answers waiting for releaseAnswers(). */
  #held;
  #waiters = [];
  #sockets = new Set();
  #server;

  constructor({ port = 0, size = 64 * 1024 * 1024, hideSize = false, parse = true } = {}) {
    this.port = port;
    this.size = size;
    this.hideSize = hideSize;
    this.parse = parse;
  }

  static async start(options) {
    const sink = new SmtpSink(options);
    await sink.listen();
    return sink;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  holdAnswers() {
    this.#held ??= [];
  }

  releaseAnswers() {
    const held = this.#held ?? [];
    this.#held = undefined;
    for (const answer of held) answer();
  }

  answerNext(...answers) {
    this.#queued.push(...answers);
  }

  async listen() {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: this.size,
      hideSize: this.hideSize,
      // With hideSize, EHLO says only "SIZE": the limit shows when MAIL FROM's SIZE= exceeds
      // it (552, as a relay that does not advertise its figure answers). smtp-server itself
      // checks SIZE= only against an advertised figure.
      onMailFrom: (address, _session, callback) => {
        const declared = Number(address.args?.SIZE ?? 0);
        if (this.hideSize && declared > this.size) {
          this.answers.push({ answer: { code: 552, text: 'mail from size' } });
          callback(
            new SmtpReply(
              552,
              `5.3.4 Message size exceeds fixed maximum message size ${this.size}`,
            ),
          );
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const answer = this.#queued.shift() ?? this.answer(session);
        if (answer === 'stall') {
          // Stop reading mid-message and never answer: the client is left in the middle of DATA.
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
            for (const socket of this.#sockets) {
              if (socket.remotePort === session.remotePort) socket.destroy();
            }
          });
          stream.resume();
          return;
        }
        if (!this.parse && answer === 'accept') {
          // The benchmarks' fast path: read the message to its end and count it, nothing more.
          stream.on('end', () => {
            this.dataReceived += 1;
            this.accepted += 1;
            callback();
          });
          stream.resume();
          return;
        }
        simpleParser(stream)
          .then(async (mail) => {
            if (stream.sizeExceeded) {
              // smtp-server answers 552 itself; the mail is not received.
              this.answers.push({ answer: { code: 552, text: 'too large' } });
              callback(new SmtpReply(552, 'message exceeds fixed maximum message size'));
              return;
            }
            this.dataReceived += 1;
            if (this.#held) await new Promise((resolve) => this.#held.push(resolve));
            this.answers.push({ answer, mail });
            if (answer !== 'accept') {
              callback(new SmtpReply(answer.code, answer.text));
              return;
            }
            this.accepted += 1;
            this.received.push({ mail, envelope: envelopeOf(session), receivedAt: new Date() });
            for (const wake of this.#waiters.splice(0)) wake();
            callback();
          })
          .catch((error) => callback(error));
      },
    });
    server.server.on('connection', (socket) => {
      this.#sockets.add(socket);
      socket.once('close', () => this.#sockets.delete(socket));
    });
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    // Connections the tests cut (or clients killed mid-message) end in socket errors.
    server.on('error', () => undefined);
    // Port 0 asked for a free port: keep the one given, so that a restart comes back on it.
    this.port = server.server.address().port;
    this.#server = server;
  }

  async stop() {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(() => resolve()));
  }

  async waitFor(count, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} mails, got ${this.received.length}`);
      }
      // Woken by the next accepted mail, or after 200 ms to look at the deadline again.
      await new Promise((resolve) => {
        this.#waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return this.received;
  }
}

const addresses = (field) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap(({ value }) =>
    value.map(({ address, name }) => ({ address: address ?? '', name })),
  );

export function mailToJson({ mail, envelope, receivedAt }) {
  return {
    receivedAt: receivedAt.toISOString(),
    envelope,
    messageId: mail.messageId ?? '',
    subject: mail.subject ?? '',
    from: addresses(mail.from),
    to: addresses(mail.to),
    replyTo: addresses(mail.replyTo),
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      size: attachment.content.length,
      sha256: createHash('sha256').update(attachment.content).digest('hex'),
      base64: attachment.content.toString('base64'),
    })),
  };
}

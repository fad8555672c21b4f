import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { answerBodySchema, type AnswerBody } from './answer-body.js';
import { pdfOfSize } from '@verdalia/test-files/fixtures';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: AnswerBody;
}

/** Parses one HTTP/1.1 response with a Content-Length from raw bytes. */
function parseAnswer(bytes: Buffer): RawAnswer | undefined {
  const end = bytes.indexOf('\r\n\r\n');
  if (end === -1) return undefined;
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const length = Number(headers['content-length'] ?? Number.NaN);
  const body = bytes.subarray(end + 4);
  if (!(body.length >= length)) return undefined;
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: answerBodySchema.parse(JSON.parse(body.subarray(0, length).toString('utf8'))),
  };
}

/**
 * A raw TCP connection to a test server, for what no HTTP client sends: malformed requests,
 * bodies that stop half-way, clients that keep sending after the answer.
 */
export class RawClient {
  private received = Buffer.alloc(0);
  private closed = false;
  private fin = false;
  /** Bytes of the request written so far. */
  sent = 0;
  /** The codes of the socket's errors (EPIPE, ECONNRESET: the server reset the connection). */
  readonly errors: string[] = [];

  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
    });
    socket.on('end', () => (this.fin = true));
    socket.on('close', () => (this.closed = true));
    // The server may close while we still write: that is what some tests provoke.
    socket.on('error', (error: NodeJS.ErrnoException) => this.errors.push(error.code ?? 'error'));
  }

  /**
   * Connects to a test server. `allowHalfOpen` keeps our side open after the server's FIN,
   * as a client that neither sends nor closes does; by default the socket closes with it.
   */
  static async open(
    base: string,
    options: { allowHalfOpen?: boolean; localAddress?: string } = {},
  ): Promise<RawClient> {
    const url = new URL(base);
    const socket = connect({
      port: Number(url.port),
      host: url.hostname,
      allowHalfOpen: options.allowHalfOpen ?? false,
      ...(options.localAddress && { localAddress: options.localAddress }),
    });
    await once(socket, 'connect');
    return new RawClient(socket);
  }

  /** The answer, once it has arrived in full. */
  get answer(): RawAnswer | undefined {
    return parseAnswer(this.received);
  }

  /** True once the server has said it sends nothing more (FIN), even if it still reads. */
  get finished(): boolean {
    return this.fin;
  }

  /** True once the server has closed the connection. */
  get ended(): boolean {
    return this.closed;
  }

  /**
   * Writes, waiting for the socket to take it (or for the server to stop reading). Once an
   * answer has arrived nothing more is written, as a client that reads while it sends does;
   * `heedless` writes on regardless, as one that reads only after sending everything.
   */
  async write(bytes: string | Buffer, heedless = false): Promise<void> {
    if (this.closed || (this.answer && !heedless)) return;
    this.sent += Buffer.byteLength(bytes);
    if (this.socket.write(bytes)) return;
    if (!heedless) {
      await this.next('drain');
      return;
    }
    await new Promise<void>((resolve) => {
      const done = () => {
        this.socket.off('drain', done).off('close', done);
        resolve();
      };
      this.socket.once('drain', done).once('close', done);
    });
  }

  /** Resolves on the event, on new data or on close, whichever comes first; errors aside. */
  private next(event: 'data' | 'drain' | 'close'): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        for (const name of [event, 'data', 'close']) this.socket.off(name, done);
        resolve();
      };
      for (const name of new Set([event, 'data', 'close'])) this.socket.once(name, done);
    });
  }

  /**
   * Stops reading from the socket (what the server sends waits in the kernel), as a client
   * that reads the answer only once it has sent everything; read() reads on again.
   */
  holdReading(): void {
    this.socket.pause();
  }

  /** Waits for the full answer; fails if the server closes without one. */
  async read(): Promise<RawAnswer> {
    this.socket.resume();
    for (;;) {
      const answer = this.answer;
      if (answer) return answer;
      if (this.closed) throw new Error(`closed without an answer: ${this.received.toString()}`);
      await this.next('data');
    }
  }

  /** Waits until the server closes the connection. */
  async closedByServer(): Promise<void> {
    while (!this.closed) await this.next('close');
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/** A request head (request line and headers) ready to write. */
export function requestHead(
  base: string,
  headers: Record<string, string | number>,
  target = '/send-email.php',
): string {
  const lines = Object.entries({ host: new URL(base).host, ...headers }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return [`POST ${target} HTTP/1.1`, ...lines, '', ''].join('\r\n');
}

/** A contact upload that announces 10 MiB and sends its first 64 KiB: still being received. */
export async function startSlowUpload(base: string): Promise<RawClient> {
  const client = await RawClient.open(base);
  await client.write(
    requestHead(base, {
      'content-type': 'multipart/form-data; boundary=slow',
      'content-length': 10 * 1024 * 1024,
    }) +
      '--slow\r\nContent-Disposition: form-data; name="attachment"; filename="a.pdf"\r\n' +
      'Content-Type: application/pdf\r\n\r\n',
  );
  await client.write(pdfOfSize(64 * 1024));
  return client;
}

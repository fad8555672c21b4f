import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type SiteverifyMode =
  | { kind: 'success' }
  | { kind: 'error'; codes: readonly string[] }
  | { kind: 'garbage' }
  | { kind: 'http-error' }
  | { kind: 'hang' }
  /** Answers success only when `releaseHeld()` is called. */
  | { kind: 'hold' };

/** Plays hCaptcha's siteverify on 127.0.0.1 and records what it was sent. */
export class TestSiteverify {
  mode: SiteverifyMode = { kind: 'success' };
  readonly requests: { contentType: string; params: URLSearchParams }[] = [];
  private readonly server: Server;
  private readonly hanging = new Set<IncomingMessage>();
  private readonly held = new Set<ServerResponse>();
  port = 0;

  private constructor() {
    this.server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        this.requests.push({
          contentType: request.headers['content-type'] ?? '',
          params: new URLSearchParams(body),
        });
        const mode = this.mode;
        if (mode.kind === 'hang') {
          this.hanging.add(request);
          return;
        }
        if (mode.kind === 'hold') {
          this.held.add(response);
          return;
        }
        if (mode.kind === 'garbage') {
          response.writeHead(200, { 'content-type': 'application/json' }).end('<html>oops');
          return;
        }
        if (mode.kind === 'http-error') {
          response.writeHead(502).end();
          return;
        }
        const answer =
          mode.kind === 'success'
            ? { success: true, hostname: 'localhost' }
            : { success: false, 'error-codes': mode.codes };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
  }

  static async start(): Promise<TestSiteverify> {
    const verify = new TestSiteverify();
    await new Promise<void>((resolve) => verify.server.listen(0, '127.0.0.1', resolve));
    const address = verify.server.address();
    verify.port = address && typeof address === 'object' ? address.port : 0;
    return verify;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/siteverify`;
  }

  /** Answers success to every request held so far. */
  releaseHeld(): void {
    for (const response of this.held) {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: true, hostname: 'localhost' }));
    }
    this.held.clear();
  }

  async stop(): Promise<void> {
    for (const request of this.hanging) request.socket.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

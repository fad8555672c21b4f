// A fake of hCaptcha's siteverify (POST form-encoded `secret`, `response`, `remoteip`; JSON
// answer), for trying the contact form without internet. It knows one secret and one token,
// given by its environment: docker-compose.yml gives it hCaptcha's public test pair, so it
// answers as hCaptcha does for those keys. Never part of production: the API refuses a
// non-https HCAPTCHA_VERIFY_URL there, and this fake speaks https only when handed a
// certificate (the compose check's own test CA).
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';

export interface SiteverifyOptions {
  /** The only secret accepted (HCAPTCHA_SECRET of the API that calls it). */
  secret: string;
  /** The only passing token (what the widget would have given the visitor). */
  token: string;
  port?: number;
  host?: string;
  /** PEM certificate and key: https instead of http. */
  tls?: { cert: string; key: string };
  /** One line per verification, for the developer watching the logs. */
  log?: (line: string) => void;
}

export interface Siteverify {
  url: string;
  /** How many verifications it answered, and how many of them passed. */
  readonly counts: { verified: number; passed: number };
  close(): Promise<void>;
}

type Answer = { success: true; challenge_ts: string; hostname: string } | FailedAnswer;
interface FailedAnswer {
  success: false;
  'error-codes': string[];
}

const maxBody = 64 * 1024;

async function readForm(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  let body = '';
  request.setEncoding('utf8');
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > maxBody) return undefined;
  }
  return new URLSearchParams(body);
}

/** hCaptcha's answer for one form: its error codes (docs.hcaptcha.com/#siteverify-error-codes-table). */
function answerFor(form: URLSearchParams, options: SiteverifyOptions): Answer {
  const secret = form.get('secret');
  const token = form.get('response');
  if (!secret) return { success: false, 'error-codes': ['missing-input-secret'] };
  if (secret !== options.secret) return { success: false, 'error-codes': ['invalid-input-secret'] };
  if (!token) return { success: false, 'error-codes': ['missing-input-response'] };
  if (token !== options.token) return { success: false, 'error-codes': ['invalid-input-response'] };
  return { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost' };
}

export async function startSiteverify(options: SiteverifyOptions): Promise<Siteverify> {
  const counts = { verified: 0, passed: 0 };
  const log = options.log ?? (() => undefined);
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const path = new URL(request.url ?? '/', 'http://siteverify').pathname;
    if (request.method === 'GET' && path === '/healthz') return send(200, { ok: true });
    if (path !== '/siteverify') return send(404, { error: 'not found' });
    if (request.method !== 'POST') return send(405, { error: 'POST only' });
    readForm(request).then(
      (form) => {
        if (!form) return send(413, { success: false, 'error-codes': ['bad-request'] });
        const answer = answerFor(form, options);
        counts.verified += 1;
        if (answer.success) counts.passed += 1;
        log(
          `siteverify: ${answer.success ? 'passed' : `refused (${answer['error-codes'].join(', ')})`} for ${form.get('remoteip') ?? 'an unnamed visitor'}`,
        );
        send(200, answer);
      },
      () => send(400, { success: false, 'error-codes': ['bad-request'] }),
    );
  };
  const server: Server = options.tls
    ? createHttpsServer({ cert: options.tls.cert, key: options.tls.key }, handler)
    : createHttpServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('siteverify: no port');
  const { port } = address;
  const scheme = options.tls ? 'https' : 'http';
  return {
    url: `${scheme}://${options.host === '0.0.0.0' ? '127.0.0.1' : (options.host ?? '127.0.0.1')}:${port}/siteverify`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/*
 * The outside world of the mail API during browser tests, run as its own process by
 * playwright.config.ts before the API starts:
 *  - a real SMTP server (@verdalia/smtp-sink: smtp-server, parsing with mailparser) that
 *    accepts every mail;
 *  - a stand-in for hCaptcha's siteverify: one known token passes (alone, or followed by
 *    ":<anything>", so a test can find its own verification), anything else is rejected;
 *  - a small HTTP endpoint that lets tests read the received mails and verifications as JSON.
 */
import http from 'node:http';
import { mailToJson, SmtpSink } from '@verdalia/smtp-sink';

const smtpPort = Number(process.env.SINK_SMTP_PORT);
const httpPort = Number(process.env.SINK_HTTP_PORT);
const passToken = process.env.SINK_CAPTCHA_TOKEN;
const secret = process.env.SINK_CAPTCHA_SECRET;
if (!smtpPort || !httpPort || !passToken || !secret) {
  throw new Error(
    'SINK_SMTP_PORT, SINK_HTTP_PORT, SINK_CAPTCHA_TOKEN and SINK_CAPTCHA_SECRET are required',
  );
}

const smtp = new SmtpSink({ port: smtpPort });
const verifications = [];
// Tests poll /mails until their mail arrives: each mail is turned into JSON (its attachments
// hashed and base64-encoded) once, not on every poll.
const mailJson = new WeakMap();
function asJson(received) {
  if (!mailJson.has(received)) mailJson.set(received, mailToJson(received));
  return mailJson.get(received);
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const sendJson = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (request.method === 'POST' && url.pathname === '/siteverify') {
    readBody(request).then(
      (raw) => {
        const form = new URLSearchParams(raw);
        const entry = Object.fromEntries(form);
        verifications.push(entry);
        const token = form.get('response') ?? '';
        const passes = token === passToken || token.startsWith(`${passToken}:`);
        const success = passes && form.get('secret') === secret;
        sendJson(
          response,
          200,
          success
            ? { success: true, hostname: '127.0.0.1', challenge_ts: new Date().toISOString() }
            : { success: false, 'error-codes': ['invalid-input-response'] },
        );
      },
      () => sendJson(response, 400, { success: false, 'error-codes': ['bad-request'] }),
    );
    return;
  }
  if (request.method === 'GET' && url.pathname === '/mails') {
    return sendJson(response, 200, smtp.received.map(asJson));
  }
  if (request.method === 'GET' && url.pathname === '/verifications') {
    return sendJson(response, 200, verifications);
  }
  if (request.method === 'GET' && url.pathname === '/healthz')
    return sendJson(response, 200, { ok: true });
  sendJson(response, 404, { error: 'not found' });
});

await smtp.listen();
server.listen(httpPort, '127.0.0.1', () => {
  process.stdout.write(`mail sink: SMTP on ${smtpPort}, HTTP on ${httpPort}\n`);
});

const close = () => {
  server.close();
  void smtp.stop().then(() => process.exit(0));
};
process.on('SIGTERM', close);
process.on('SIGINT', close);

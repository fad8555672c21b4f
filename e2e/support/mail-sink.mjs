/*
 * The outside world of the mail API during browser tests, run as its own process by
 * playwright.config.ts before the API starts:
 *  - a real SMTP server (smtp-server) that accepts every mail and parses it with mailparser;
 *  - a stand-in for hCaptcha's siteverify: one known token passes, anything else is rejected;
 *  - a small HTTP endpoint that lets tests read the received mails and verifications as JSON.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SINK_SMTP_PORT);
const httpPort = Number(process.env.SINK_HTTP_PORT);
const passToken = process.env.SINK_CAPTCHA_TOKEN;
const secret = process.env.SINK_CAPTCHA_SECRET;
if (!smtpPort || !httpPort || !passToken || !secret) {
  throw new Error(
    'SINK_SMTP_PORT, SINK_HTTP_PORT, SINK_CAPTCHA_TOKEN and SINK_CAPTCHA_SECRET are required',
  );
}

const mails = [];
const verifications = [];

const addresses = (field) =>
  field ? field.value.map(({ address, name }) => ({ address, name })) : [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 64 * 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        mails.push({
          receivedAt: new Date().toISOString(),
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          },
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
        });
        callback();
      },
      (error) => callback(error),
    );
  },
});

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
        const success = form.get('response') === passToken && form.get('secret') === secret;
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
  if (request.method === 'GET' && url.pathname === '/mails') return sendJson(response, 200, mails);
  if (request.method === 'GET' && url.pathname === '/verifications') {
    return sendJson(response, 200, verifications);
  }
  if (request.method === 'GET' && url.pathname === '/healthz')
    return sendJson(response, 200, { ok: true });
  sendJson(response, 404, { error: 'not found' });
});

smtp.listen(smtpPort, '127.0.0.1', () => {
  server.listen(httpPort, '127.0.0.1', () => {
    process.stdout.write(`mail sink: SMTP on ${smtpPort}, HTTP on ${httpPort}\n`);
  });
});

const close = () => {
  server.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', close);
process.on('SIGINT', close);

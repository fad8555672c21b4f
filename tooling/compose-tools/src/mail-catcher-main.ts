// The Mailpit stand-in as a process (its image's command), read from Mailpit's own settings:
//   MP_DATA_FILE               default /data/mailpit.db; messages are kept beside it, in messages/
//   MP_SMTP_BIND_ADDR          default 0.0.0.0:1025
//   MP_UI_BIND_ADDR            default 0.0.0.0:8025 (here the API only, no web UI)
//   MP_SMTP_TLS_CERT, MP_SMTP_TLS_KEY  PEM files: STARTTLS offered
//   MP_SMTP_REQUIRE_STARTTLS   true: no mail without STARTTLS
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startMailCatcher } from './mail-catcher.ts';

const port = (bind: string | undefined, fallback: number) =>
  Number(bind?.split(':').pop() ?? fallback) || fallback;
const certFile = process.env.MP_SMTP_TLS_CERT;
const keyFile = process.env.MP_SMTP_TLS_KEY;
const dir = path.join(path.dirname(process.env.MP_DATA_FILE ?? '/data/mailpit.db'), 'messages');
const catcher = await startMailCatcher({
  dir,
  host: '0.0.0.0',
  smtpPort: port(process.env.MP_SMTP_BIND_ADDR, 1025),
  httpPort: port(process.env.MP_UI_BIND_ADDR, 8025),
  ...(certFile && keyFile
    ? { tls: { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') } }
    : {}),
  requireStartTls: process.env.MP_SMTP_REQUIRE_STARTTLS === 'true',
});
process.stdout.write(
  `Mailpit stand-in: SMTP on ${catcher.smtpPort}${certFile ? ' (STARTTLS)' : ''}, API on ${catcher.httpPort}, messages in ${dir}\n`,
);
const stop = () => void catcher.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

// The fake siteverify as a process (its image's command): settings from the environment.
//   SITEVERIFY_SECRET, SITEVERIFY_TOKEN  the one secret and the one token it accepts
//   SITEVERIFY_PORT                      default 8030
//   SITEVERIFY_HOST                      default 0.0.0.0, every interface (it runs in a container);
//                                        scripts/dev-siteverify.sh gives 127.0.0.1
//   SITEVERIFY_TLS_CERT, SITEVERIFY_TLS_KEY  PEM files: https instead of http
import { readFileSync } from 'node:fs';
import { startSiteverify } from './siteverify.ts';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};
const host = process.env.SITEVERIFY_HOST ?? '0.0.0.0';
const certFile = process.env.SITEVERIFY_TLS_CERT;
const keyFile = process.env.SITEVERIFY_TLS_KEY;
const siteverify = await startSiteverify({
  secret: required('SITEVERIFY_SECRET'),
  token: required('SITEVERIFY_TOKEN'),
  port: Number(process.env.SITEVERIFY_PORT ?? 8030),
  host,
  ...(certFile && keyFile
    ? { tls: { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') } }
    : {}),
  log: (line) => process.stdout.write(`${line}\n`),
});
process.stdout.write(
  `fake hCaptcha siteverify (development only) on ${host === '0.0.0.0' ? siteverify.url.replace('127.0.0.1', host) : siteverify.url}\n`,
);
const stop = () => void siteverify.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

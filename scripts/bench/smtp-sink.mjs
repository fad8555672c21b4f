// A real SMTP server that takes every mail and counts it (the benchmarks' mail provider).
import { apiRequire } from '../lib/workspace.mjs';
import { freePort } from '../lib/processes.mjs';

const { SMTPServer } = await import(apiRequire.resolve('smtp-server'));

/** Starts the sink on a free port: { url, delivered(), close() }. */
export async function startSmtpSink() {
  let delivered = 0;
  const port = await freePort();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 64 * 1024 * 1024,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered += 1;
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered: () => delivered,
    close: () => smtp.close(),
  };
}

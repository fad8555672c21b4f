import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { connect, type NetConnectOpts } from 'node:net';

/** clamd's verdict on one file. */
export type ScanResult = { infected: false } | { infected: true; signature: string };

/** clamd could not be asked or did not answer in time: the file is unchecked. */
export class ClamdUnavailableError extends Error {
  override name = 'ClamdUnavailableError';
}

/** How much of the file goes in one INSTREAM chunk. */
const chunkBytes = 64 * 1024;

/** Where clamd listens, from CLAMAV_URL: tcp://host:port (3310 when not given) or unix:///path. */
export function clamdAddress(url: string): NetConnectOpts {
  const parsed = new URL(url);
  if (parsed.protocol === 'unix:') return { path: decodeURIComponent(parsed.pathname) };
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: parsed.port === '' ? 3310 : Number(parsed.port),
  };
}

/** The answer's text: "stream: OK", "stream: <signature> FOUND", or "<problem> ERROR". */
function parseAnswer(answer: string): ScanResult {
  if (answer === 'stream: OK') return { infected: false };
  const found = /^stream: (.+) FOUND$/.exec(answer);
  if (found?.[1]) return { infected: true, signature: found[1] };
  throw new ClamdUnavailableError(`clamd answered: ${answer}`);
}

/**
 * Scans a file with clamd's INSTREAM command (clamd(8): the file is sent over the socket in
 * chunks, each after its length as 4 bytes in network order, a zero length ends it; the
 * answer ends with a NUL, as the `z` prefix asks). Everything, connecting included, must be
 * done within `timeoutMs`, or the scan counts as unavailable; so does any answer that is
 * neither OK nor FOUND (clamd's StreamMaxLength below the file's size answers "ERROR").
 */
export function scanWithClamd(file: string, url: string, timeoutMs: number): Promise<ScanResult> {
  return new Promise<ScanResult>((resolve, reject) => {
    const socket = connect(clamdAddress(url));
    const reading = createReadStream(file, { highWaterMark: chunkBytes });
    const stopped = new AbortController();
    let answer = Buffer.alloc(0);
    let settled = false;
    const finish = (outcome: { result: ScanResult } | { error: Error }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stopped.abort();
      socket.destroy();
      reading.destroy();
      if ('result' in outcome) resolve(outcome.result);
      else reject(outcome.error);
    };
    const unavailable = (detail: string, cause?: unknown) =>
      finish({ error: new ClamdUnavailableError(`clamd at ${url}: ${detail}`, { cause }) });
    const timer = setTimeout(() => unavailable(`no answer within ${timeoutMs} ms`), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      answer = Buffer.concat([answer, chunk]);
      const end = answer.indexOf(0);
      if (end === -1) return;
      try {
        finish({ result: parseAnswer(answer.toString('utf8', 0, end).trim()) });
      } catch (error) {
        finish({ error: error instanceof Error ? error : new Error(String(error)) });
      }
    });
    socket.on('error', (error) => unavailable(error.message, error));
    socket.on('close', () => unavailable('connection closed before the answer'));
    reading.on('error', (error) => finish({ error }));
    socket.once('connect', () => {
      const send = async () => {
        socket.write('zINSTREAM\0');
        for await (const chunk of reading) {
          if (!Buffer.isBuffer(chunk)) throw new TypeError('file chunk is not a Buffer');
          const length = Buffer.alloc(4);
          length.writeUInt32BE(chunk.length);
          const flushed = socket.write(Buffer.concat([length, chunk]));
          if (settled) return;
          if (!flushed) await once(socket, 'drain', { signal: stopped.signal });
        }
        socket.write(Buffer.alloc(4));
      };
      // A failure while sending shows as the socket's error or close, or as the timeout.
      send().catch(() => undefined);
    });
  });
}

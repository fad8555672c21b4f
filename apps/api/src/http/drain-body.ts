import type { Readable } from 'node:stream';

/** How reading the rest of a body ended. */
export type DrainOutcome = 'ended' | 'overLimit' | 'closed';

/**
 * Reads and discards the rest of a request body, up to `maxBytes` in all. An answer written
 * while the client is still sending is often never seen: the client gets a reset (EPIPE)
 * instead. Reading on first lets ordinary clients read the answer; the limit keeps a
 * client from making the server read forever.
 */
export function drainBody(
  body: Readable,
  maxBytes: number,
  alreadyRead = 0,
): Promise<DrainOutcome> {
  if (body.readableEnded) return Promise.resolve('ended');
  if (body.destroyed) return Promise.resolve('closed');
  return new Promise((resolve) => {
    let received = alreadyRead;
    const finish = (outcome: DrainOutcome) => {
      body.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
      if (outcome === 'overLimit') body.pause();
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) finish('overLimit');
    };
    const onEnd = () => finish('ended');
    const onClose = () => finish('closed');
    body.on('data', onData).once('end', onEnd).once('close', onClose).once('error', onClose);
    body.resume();
  });
}

import { readdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { contactEndpointPath, type ErrorKey } from '@verdalia/shared';
import { answerMessage } from '../src/http/answer.js';
import { bodyMaxBytes, lingerBounds } from '../src/http/body-limit.js';
import { build, contactForm, listen, validFields } from './helper.js';
import { RawClient, requestHead, type RawAnswer } from './support/raw-http.js';
import { until } from './support/until.js';

const documented = (code: ErrorKey, language: 'es' | 'en' | 'pt' = 'es') => ({
  success: false,
  message: answerMessage(code, language),
  code,
});

/** Text fields as a multipart body, plus `extra` unknown fields after them. */
function formWithExtraFields(extra: number): FormData {
  const form = contactForm({ lang: 'en' });
  for (let index = 0; index < extra; index += 1) form.append(`extra${index}`, 'x'.repeat(20));
  return form;
}

describe('request limits and malformed requests', async () => {
  const app = await build();
  const base = await listen(app);

  /** What the server read on each connection: in all, and when its answer was written. */
  function watchServerReads() {
    const reads: { socket: Socket; atAnswer: number | undefined }[] = [];
    const onRequest = (request: IncomingMessage, response: ServerResponse) => {
      const entry = { socket: request.socket, atAnswer: undefined as number | undefined };
      reads.push(entry);
      response.once('finish', () => (entry.atAnswer = request.socket.bytesRead));
    };
    app.server.on('request', onRequest);
    return {
      reads,
      stop: () => app.server.off('request', onRequest),
    };
  }

  /** A chunked request's head, then junk before the first boundary (busboy skips it). */
  async function startChunkedJunk(client: RawClient): Promise<void> {
    await client.write(
      requestHead(base, {
        'content-type': 'multipart/form-data; boundary=x',
        'transfer-encoding': 'chunked',
      }),
    );
  }
  const junk = Buffer.alloc(256 * 1024, 0x61);
  const junkChunk = Buffer.concat([
    Buffer.from(`${junk.length.toString(16)}\r\n`),
    junk,
    Buffer.from('\r\n'),
  ]);
  const lastChunk = '0\r\n\r\n';
  /** `total` bytes of junk in pieces, for a streamed body. */
  function* junkPieces(total: number) {
    for (let sent = 0; sent < total; sent += junk.length) yield junk;
  }

  describe('a body over the limit', () => {
    it('is refused from its Content-Length before any of it is read', async () => {
      const client = await RawClient.open(base);
      await client.write(
        requestHead(base, {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': 100 * 1024 * 1024,
          'accept-language': 'pt-BR',
        }),
      );
      const answer = await client.read();
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(answer.body).toEqual(documented('form.errors.fileSize', 'pt'));
      await client.closedByServer();
    });

    it('is refused by counting bytes when no length is announced, and the answer always arrives', async () => {
      const watch = watchServerReads();
      const client = await RawClient.open(base);
      await startChunkedJunk(client);
      // Writes until the answer arrives, as a client that reads while it sends.
      while (!client.answer && !client.ended && client.sent < 100 * 1024 * 1024) {
        await client.write(junkChunk);
      }
      const answer = await client.read();
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual(documented('form.errors.fileSize'));
      await client.closedByServer();
      watch.stop();
      // Closed by the server without a reset: the client's writes never failed.
      expect(client.errors).toEqual([]);
      expect(watch.reads).toHaveLength(1);
      const [read] = watch.reads;
      // Answered once the limit was passed, within a read of it; what came after was drained.
      expect(read?.atAnswer).toBeLessThan(bodyMaxBytes + 1024 * 1024);
      expect(read?.socket.bytesRead).toBeLessThan(
        bodyMaxBytes + lingerBounds.maxBytes + 1024 * 1024,
      );
      expect(await readdir(app.outbox.tmpDir)).toEqual([]);
    });

    it('still reaches a client that reads only after sending its whole body (50 MB of junk, no length)', async () => {
      const client = await RawClient.open(base);
      client.holdReading();
      await startChunkedJunk(client);
      while (client.sent < 50_000_000 && !client.ended) await client.write(junkChunk, true);
      await client.write(lastChunk, true);
      const answer = await client.read();
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual(documented('form.errors.fileSize'));
      await client.closedByServer();
      expect(client.errors).toEqual([]);
    });

    it('still reaches a client that sends the 40 MB it announced before reading', async () => {
      const length = 40_000_000;
      const client = await RawClient.open(base);
      client.holdReading();
      await client.write(
        requestHead(base, {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': length,
        }),
      );
      while (client.sent < length && !client.ended) await client.write(junk, true);
      const answer = await client.read();
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual(documented('form.errors.fileSize'));
      await client.closedByServer();
      expect(client.errors).toEqual([]);
    });

    it.each([
      ['fetch', 'announced', () => new Uint8Array(40_000_000).fill(0x61)],
      ['fetch', 'streamed', () => Readable.toWeb(Readable.from(junkPieces(40_000_000)))],
    ] as const)('reaches %s sending 40 MB (%s)', async (_client, _how, body) => {
      const response = await fetch(`${base}${contactEndpointPath}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: body(),
        duplex: 'half',
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(documented('form.errors.fileSize'));
    });

    it('reaches supertest (Node http) sending 30 MB of junk before the first boundary', async () => {
      const response = await request(base)
        .post(contactEndpointPath)
        .set('content-type', 'multipart/form-data; boundary=x')
        .send(Buffer.alloc(30_000_000, 0x61));
      expect(response.status).toBe(413);
      expect(response.body).toEqual(documented('form.errors.fileSize'));
    });

    it('drains no more than its bound from a client that never stops sending', async () => {
      const watch = watchServerReads();
      const client = await RawClient.open(base);
      client.holdReading();
      await startChunkedJunk(client);
      const endless = 300 * 1024 * 1024;
      while (client.sent < endless && !client.ended) await client.write(junkChunk, true);
      await client.closedByServer();
      watch.stop();
      expect(client.sent).toBeLessThan(endless);
      expect(watch.reads[0]?.socket.bytesRead).toBeLessThan(
        bodyMaxBytes + lingerBounds.maxBytes + 1024 * 1024,
      );
    });

    it('closes a connection whose client stops sending without closing, once it is idle', async () => {
      const watch = watchServerReads();
      const client = await RawClient.open(base, { allowHalfOpen: true });
      await startChunkedJunk(client);
      while (!client.answer && !client.ended) await client.write(junkChunk);
      expect((await client.read()).status).toBe(413);
      watch.stop();
      // The server said it is done (FIN) and drains; the client neither sends nor closes, so
      // the idle bound (lingerBounds.idleMs) ends the connection on the server's side.
      await until(() => client.finished);
      await until(() => watch.reads[0]?.socket.destroyed === true);
      expect(client.errors).toEqual([]);
      client.destroy();
    });
  });

  describe('early refusals are read by ordinary clients', () => {
    // Node's own fetch: before, it saw EPIPE instead of the answer when the server closed
    // while it was still sending.
    it.each([50, 2000])('%i unknown fields get their 400 through fetch', async (extra) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await fetch(`${base}${contactEndpointPath}`, {
          method: 'POST',
          body: formWithExtraFields(extra),
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual(documented('form.errors.invalidRequest', 'en'));
      }
    });

    it('a 2 MB JSON body gets the wrong-content-type answer, not the file-size one', async () => {
      const json = JSON.stringify({ ...validFields, message: 'm'.repeat(2 * 1024 * 1024) });
      const response = await fetch(`${base}${contactEndpointPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: json,
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual(documented('form.errors.invalidRequest'));
      const viaSupertest = await request(base)
        .post(contactEndpointPath)
        .set('content-type', 'application/json')
        .send(json);
      expect(viaSupertest.status).toBe(415);
    });

    it('a post to a path that takes none is answered after reading its body', async () => {
      const response = await fetch(`${base}/no-such-endpoint`, {
        method: 'POST',
        body: formWithExtraFields(3000),
      });
      expect(response.status).toBe(405);
      expect(await response.json()).toEqual(documented('form.errors.invalidRequest'));
    });
  });

  describe('what Node refuses before a request exists gets the documented JSON', () => {
    async function exchange(raw: string): Promise<RawAnswer> {
      const client = await RawClient.open(base);
      await client.write(raw);
      const answer = await client.read();
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      await client.closedByServer();
      return answer;
    }

    it('oversized headers: 431', async () => {
      const answer = await exchange(
        `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(answer.status).toBe(431);
      expect(answer.body).toEqual(documented('form.errors.invalidRequest'));
    });

    it('a malformed request line: 400', async () => {
      const answer = await exchange('GARBAGE\r\n\r\n');
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(documented('form.errors.invalidRequest'));
    });

    it('Content-Length together with Transfer-Encoding: 400', async () => {
      const answer = await exchange(
        'POST /send-email.php HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n' +
          'Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(documented('form.errors.invalidRequest'));
    });

    it('a client too slow to send its body times out with 408, keeping nothing', async () => {
      // Its own server with a short limit: the other cases' large bodies must never meet it.
      const impatient = await build({ REQUEST_TIMEOUT_MS: '1500' });
      const impatientBase = await listen(impatient);
      const client = await RawClient.open(impatientBase);
      await client.write(
        requestHead(impatientBase, {
          'content-type': 'multipart/form-data; boundary=slow',
          'content-length': 4096,
        }) +
          '--slow\r\nContent-Disposition: form-data; name="attachment"; filename="a.pdf"\r\n' +
          'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
      );
      const answer = await client.read();
      expect(answer.status).toBe(408);
      expect(answer.body).toEqual(documented('form.errors.invalidRequest'));
      await client.closedByServer();
      await until(async () => (await readdir(impatient.outbox.tmpDir)).length === 0);
    });
  });
});

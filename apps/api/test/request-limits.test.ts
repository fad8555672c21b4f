import { readdir } from 'node:fs/promises';
import type { Socket } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { contactEndpointPath, formMessage, type ErrorKey } from '@verdalia/shared';
import { bodyMaxBytes } from '../src/http/body-limit.js';
import { build, contactForm, listen, validFields } from './helper.js';
import { RawClient, requestHead, type RawAnswer } from './support/raw-http.js';
import { until } from './support/until.js';

const documented = (code: ErrorKey, language: 'es' | 'en' | 'pt' = 'es') => ({
  success: false,
  message: formMessage(code, language),
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

    it('is refused by counting bytes when no length is announced', async () => {
      // What the server read, counted on its own socket: the client's count also holds what
      // waits in the two kernels' buffers (megabytes on a loaded machine).
      const serverSockets: Socket[] = [];
      const track = (socket: Socket) => serverSockets.push(socket);
      app.server.on('connection', track);
      const client = await RawClient.open(base);
      await client.write(
        requestHead(base, {
          'content-type': 'multipart/form-data; boundary=x',
          'transfer-encoding': 'chunked',
        }),
      );
      // Junk before the first boundary: busboy skips it, so only a byte count stops it.
      const chunk = Buffer.alloc(256 * 1024, 0x61);
      const framed = Buffer.concat([
        Buffer.from(`${chunk.length.toString(16)}\r\n`),
        chunk,
        Buffer.from('\r\n'),
      ]);
      while (!client.answer && !client.ended && client.sent < 100 * 1024 * 1024) {
        await client.write(framed);
      }
      const answer = await client.read();
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual(documented('form.errors.fileSize'));
      app.server.off('connection', track);
      await client.closedByServer();
      expect(client.sent).toBeLessThan(100 * 1024 * 1024);
      expect(serverSockets).toHaveLength(1);
      expect(serverSockets[0]?.bytesRead).toBeLessThan(bodyMaxBytes + 1024 * 1024);
      expect(await readdir(app.outbox.tmpDir)).toEqual([]);
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

    it('an unknown path with a body is answered after reading it', async () => {
      const response = await fetch(`${base}/no-such-endpoint`, {
        method: 'POST',
        body: formWithExtraFields(3000),
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(documented('form.errors.notFound'));
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

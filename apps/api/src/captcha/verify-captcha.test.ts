import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCaptcha, type CaptchaSettings } from './verify-captcha.js';

type Behaviour = (response: ServerResponse, body: string) => void;

describe('verifyCaptcha', () => {
  let behaviour: Behaviour = () => undefined;
  const stalled: ServerResponse[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => behaviour(response, body));
  });
  let settings: CaptchaSettings;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    settings = {
      verifyUrl: `http://127.0.0.1:${port}/siteverify`,
      secret: 'the-secret',
      siteKey: 'the-site-key',
      // Each step gets half (2 s): undici's HTTP/1.1 step timers tick at about 0.5 s, so the
      // step's own limit fires well before the whole check's.
      timeoutMs: 4000,
    };
  });
  afterAll(async () => {
    for (const response of stalled) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('posts the token form-encoded and accepts success:true', async () => {
    let sent = new URLSearchParams();
    behaviour = (response, body) => {
      sent = new URLSearchParams(body);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    };
    expect(await verifyCaptcha('the-token', '203.0.113.7', settings)).toEqual({ ok: true });
    expect(Object.fromEntries(sent)).toEqual({
      secret: 'the-secret',
      response: 'the-token',
      remoteip: '203.0.113.7',
      sitekey: 'the-site-key',
    });
  });

  it('gives up on a server that never answers, naming the step', async () => {
    behaviour = (response) => stalled.push(response);
    const result = await verifyCaptcha('t', '203.0.113.7', settings);
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(result.ok || result.detail).toMatch(/HeadersTimeout/);
  });

  it('gives up on a body that stops half-way', async () => {
    behaviour = (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"success":');
      stalled.push(response);
    };
    const result = await verifyCaptcha('t', '203.0.113.7', settings);
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(result.ok || result.detail).toMatch(/BodyTimeout/);
  });

  it('does not follow a redirect', async () => {
    behaviour = (response) =>
      response.writeHead(302, { location: '/elsewhere' }).end('{"success":true}');
    expect(await verifyCaptcha('t', '203.0.113.7', settings)).toEqual({
      ok: false,
      reason: 'unavailable',
      detail: 'HTTP 302',
    });
  });
});

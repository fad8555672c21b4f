import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { contactEndpointPath } from '@verdalia/shared';
import { build, listen, validFields } from './helper.js';
import { TestSiteverify } from './support/siteverify.js';

// Fastify's trustProxy decides who the visitor is (the rate limit's key, hCaptcha's remoteip;
// nothing the API answers depends on the scheme the proxy reports). These cases pin what our
// TRUST_PROXY values mean to it, with real sockets from distinct loopback addresses, so a
// change of meaning in an upgrade (as a hop count's in 5.12.1) fails here.

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** Requests from a given local address: 127.0.0.1 plays the proxy, 127.0.0.2 a visitor. */
const from =
  (localAddress: string) =>
  async (
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: FormData } = {},
  ): Promise<Answer> => {
    const encoded = init.body ? new Response(init.body) : undefined;
    const body = encoded ? Buffer.from(await encoded.arrayBuffer()) : undefined;
    const contentType = encoded?.headers.get('content-type');
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method: init.method ?? 'GET',
          localAddress,
          headers: { ...init.headers, ...(contentType && { 'content-type': contentType }) },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
const proxy = from('127.0.0.1');
const visitor = from('127.0.0.2');

describe('who the client is, with TRUST_PROXY naming the proxy', async () => {
  const siteverify = await TestSiteverify.start();
  afterAll(() => siteverify.stop());
  const app = await build({
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_MAX: '2',
    HCAPTCHA_VERIFY_URL: siteverify.url,
  });
  const base = await listen(app);
  const endpoint = `${base}${contactEndpointPath}`;
  /** A request the limiter counts and the route refuses as incomplete. */
  const junk = (send: typeof proxy, forwardedFor?: string) =>
    send(endpoint, {
      method: 'POST',
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    }).then((answer) => answer.status);

  it('counts each visitor the proxy names on its own', async () => {
    expect([await junk(proxy, '203.0.113.1'), await junk(proxy, '203.0.113.1')]).not.toContain(429);
    expect(await junk(proxy, '203.0.113.1')).toBe(429);
    expect(await junk(proxy, '203.0.113.2')).not.toBe(429);
  });

  it('ignores X-Forwarded-For from anyone but the proxy', async () => {
    expect([
      await junk(visitor, '198.51.100.1'),
      await junk(visitor, '198.51.100.2'),
    ]).not.toContain(429);
    // Two forged addresses, one visitor: its own address is what counts.
    expect(await junk(visitor, '198.51.100.3')).toBe(429);
  });

  it('tells hCaptcha the address the proxy saw, not one the visitor wrote', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(validFields)) form.append(name, value);
    const response = await proxy(endpoint, {
      method: 'POST',
      // The first entry came from the visitor; the proxy appended the address it saw.
      headers: { 'x-forwarded-for': '192.0.2.66, 203.0.113.7' },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(siteverify.requests.at(-1)?.params.get('remoteip')).toBe('203.0.113.7');
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { contactEndpointPath } from '@verdalia/shared';
import { build, contactForm, postContact, type TestApp } from './helper.js';
import * as fixtures from '@verdalia/test-files/fixtures';
import { freePort } from './support/free-port.js';
import { startRedis } from './support/redis-server.js';
import { TestSiteverify } from './support/siteverify.js';

// Real sockets on ::1: the server listens there and trusts it as the proxy (TRUST_PROXY), which
// names each visitor in X-Forwarded-For, as nginx does in production.
const proxy = { TRUST_PROXY: '::1' };

async function listenOnIpv6Loopback(app: TestApp): Promise<string> {
  await app.listen({ host: '::1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return `http://[::1]:${address.port}`;
}

/** A request the limiter counts (the route then refuses it: not multipart), from `visitor`. */
async function postAs(base: string, visitor: string): Promise<number> {
  const response = await fetch(`${base}${contactEndpointPath}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': visitor, 'content-type': 'text/plain' },
    body: 'x',
  });
  await response.arrayBuffer();
  return response.status;
}

describe('one visitor counted by its IPv6 /64', () => {
  it('rate limit in memory: a /64 is one visitor, the next /64 another, a mapped IPv4 its IPv4', async () => {
    const base = await listenOnIpv6Loopback(await build({ ...proxy, RATE_LIMIT_MAX: '2' }));
    expect(await postAs(base, '2001:db8::1')).toBe(415);
    expect(await postAs(base, '2001:db8::2:3')).toBe(415);
    expect(await postAs(base, '2001:db8:0:0:ffff:ffff:ffff:ffff')).toBe(429);
    expect(await postAs(base, '2001:db8:0:1::1')).toBe(415);
    expect(await postAs(base, '192.0.2.1')).toBe(415);
    expect(await postAs(base, '::ffff:192.0.2.1')).toBe(415);
    expect(await postAs(base, '192.0.2.1')).toBe(429);
    expect(await postAs(base, '192.0.2.2')).toBe(415);
  });

  // Redis and the replicas are started while the file is collected, as rate-limit-redis.test.ts
  // does: their afterAll hooks then close the replicas (and their Redis clients) before Redis
  // is killed, and the worker can exit.
  describe('rate limit in Redis', async () => {
    const redis = await startRedis();
    const env = { ...proxy, REDIS_URL: redis.url, RATE_LIMIT_MAX: '2' };
    const first = await listenOnIpv6Loopback(await build(env));
    const second = await listenOnIpv6Loopback(await build(env));

    it('the replicas share one counter per /64', async () => {
      expect(await postAs(first, '2001:db8:5::a')).toBe(415);
      expect(await postAs(second, '2001:db8:5::b')).toBe(415);
      expect(await postAs(first, '2001:db8:5:0:1:2:3:4')).toBe(429);
      expect(await postAs(second, '2001:db8:5:1::a')).toBe(415);
    });
  });

  describe('the outbox cap per visitor and day', async () => {
    const siteverify = await TestSiteverify.start();
    afterAll(() => siteverify.stop());

    it('counts the addresses of one /64 together, not the next /64', async () => {
      const app = await build({
        ...proxy,
        // Mail cannot leave (SMTP down): what is accepted stays in the outbox.
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        HCAPTCHA_VERIFY_URL: siteverify.url,
        OUTBOX_ADDRESS_BYTES_PER_DAY: '1536KiB',
        OUTBOX_DISK_RESERVE_BYTES: '0',
      });
      const base = await listenOnIpv6Loopback(app);
      const file = () => ({ name: 'cv.pdf', bytes: fixtures.pdfOfSize(1024 * 1024) });
      const from = (visitor: string) =>
        postContact(base, contactForm({}, file()), { 'x-forwarded-for': visitor });
      expect((await from('2001:db8:7::1')).status).toBe(200);
      // The file is over the /64's day: dropped, the message taken.
      expect((await from('2001:db8:7::2')).body.code).toBe('form.errors.sentWithoutAttachment');
      expect((await from('2001:db8:7:1::1')).status).toBe(200);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { build, fixtureBootScript } from './helper.js';

describe('serving the site', async () => {
  const app = await build();

  it('serves a page in Spanish by default, uncached and varying on the cookie', async () => {
    const response = await app.inject({ url: '/nosotros' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('about-es');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/^Accept-Language, Cookie, accept-encoding$/i);
    expect(response.headers['content-language']).toBe('es');
  });

  it("guesses the first visit's language from Accept-Language, q-values honoured, never saving it", async () => {
    const cases: [string, string][] = [
      ['pt-BR,pt;q=0.9,en;q=0.8', 'pt'],
      ['en-GB', 'en'],
      ['fr-FR, en;q=0.5, es;q=0.7', 'es'],
      ['pt;q=0.1, en;q=0.9', 'en'],
      ['en;q=0, pt;q=0.2', 'pt'],
      ['de, fr', 'es'],
      ['*', 'es'],
    ];
    for (const [header, language] of cases) {
      const response = await app.inject({
        url: '/nosotros',
        headers: { 'accept-language': header },
      });
      expect(response.headers['content-language'], header).toBe(language);
      expect(response.body, header).toContain(`about-${language}`);
      expect(response.headers['set-cookie'], header).toBeUndefined();
    }
    const saved = await app.inject({
      url: '/nosotros',
      headers: { 'accept-language': 'en', cookie: 'lng=pt' },
    });
    expect(saved.body).toContain('about-pt');
    const linked = await app.inject({
      url: '/nosotros?lng=es',
      headers: { 'accept-language': 'en', cookie: 'lng=pt' },
    });
    expect(linked.body).toContain('about-es');
    const missing = await app.inject({ url: '/nada', headers: { 'accept-language': 'pt' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('notFound-pt');
    expect(missing.headers.vary).toContain('Accept-Language');
  });

  it("leaves encodings, conditions and ranges to HTTP's rules", async () => {
    const url = '/assets/entry-abc123.js';
    const refusedBr = await app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refusedBr.headers['content-encoding']).toBe('gzip');
    const refusedGzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refusedGzip.headers['content-encoding']).toBeUndefined();
    expect(refusedGzip.headers.vary).toMatch(/accept-encoding/i);
    const etag = String(refusedGzip.headers.etag);
    for (const condition of [`"other", ${etag}`, etag.startsWith('W/') ? etag : `W/${etag}`]) {
      const answer = await app.inject({ url, headers: { 'if-none-match': condition } });
      expect(answer.statusCode, condition).toBe(304);
    }
    const range = await app.inject({ url, headers: { range: 'bytes=0-10' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('console.log');
    expect(range.headers['content-range']).toMatch(/^bytes 0-10\/\d+$/);
    const page = await app.inject({ url: '/', headers: { range: 'bytes=0-8' } });
    expect(page.statusCode).toBe(206);
    expect(page.body).toBe('<!doctype');
  });

  it('serves nothing outside the public files', async () => {
    for (const url of [
      '/index.html',
      '/.vite/manifest.json',
      '/server/entry-server.js',
      '/client/robots.txt',
      '/pages/es/home.html',
      '/es/home.html',
      '/assets/entry-abc123.js.br',
      '/../pages/es/home.html',
      '/assets/%2e%2e/%2e%2e/index.html',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain('vite-template');
      expect(response.body, url).not.toContain('server-bundle');
    }
  });

  it('picks the language from the saved cookie', async () => {
    const response = await app.inject({ url: '/', headers: { cookie: 'a=1; lng=pt; b=2' } });
    expect(response.body).toContain('home-pt');
  });

  it('lets ?lng= win over the cookie and ignores unknown languages', async () => {
    const query = await app.inject({ url: '/contacto?lng=en', headers: { cookie: 'lng=pt' } });
    expect(query.body).toContain('contact-en');
    const unknown = await app.inject({ url: '/contacto?lng=fr', headers: { cookie: 'lng=de' } });
    expect(unknown.body).toContain('contact-es');
  });

  it('remembers a language picked by ?lng= in the cookie, and only then', async () => {
    const picked = await app.inject({ url: '/contacto?lng=pt' });
    expect(picked.headers['set-cookie']).toBe('lng=pt; Path=/; Max-Age=31536000; SameSite=Lax');
    const behindTls = await build({ TRUST_PROXY: 'loopback' });
    const secure = await behindTls.inject({
      url: '/?lng=en',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.body).toContain('home-en');
    expect(secure.headers['set-cookie']).toBe(
      'lng=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    await behindTls.close();
    const plain = await app.inject({ url: '/contacto', headers: { cookie: 'lng=pt' } });
    expect(plain.headers['set-cookie']).toBeUndefined();
    const unknown = await app.inject({ url: '/contacto?lng=fr' });
    expect(unknown.headers['set-cookie']).toBeUndefined();
    const asset = await app.inject({ url: '/robots.txt?lng=pt' });
    expect(asset.headers['set-cookie']).toBeUndefined();
    const etag = String(picked.headers.etag);
    const revalidated = await app.inject({
      url: '/contacto?lng=pt',
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['set-cookie']).toContain('lng=pt');
  });

  it('answers unknown paths with the translated 404 page and status 404', async () => {
    const response = await app.inject({ url: '/no-such-page', headers: { cookie: 'lng=en' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('notFound-en');
    const malformed = await app.inject({ url: '/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'form.errors.invalidRequest' });
  });

  it('serves hashed assets as immutable, precompressed with brotli or gzip', async () => {
    const br = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');
    const gzip = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/entry-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await app.inject({ url: '/robots.txt' });
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = String(first.headers.etag);
    const second = await app.inject({ url: '/robots.txt', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
  });

  it('sends security headers with a CSP that allows only hCaptcha outside the site', async () => {
    const response = await app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('frame-ancestors');
    expect(csp).toContain('https://*.hcaptcha.com');
    expect(csp.match(/https:\/\/[^\s;]+/g)?.every((host) => host.includes('hcaptcha.com'))).toBe(
      true,
    );
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Left out on purpose (plugins/external/helmet.ts): it costs phones a process swap.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('sends exactly the security headers helmet sends elsewhere, on every kind of answer', async () => {
    const reference = await app.inject({ url: '/healthz' });
    const securityNames = [
      'content-security-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    for (const name of securityNames) expect(reference.headers[name], name).toBeDefined();
    const answers = await Promise.all([
      app.inject({ url: '/' }),
      app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'br' } }),
      app.inject({ url: '/no-such-page' }),
      app.inject({ url: '/robots.txt', headers: { 'if-none-match': 'x' } }),
    ]);
    // Pages differ in one place only: their inline boot script is allowed by its hash.
    const bootHash = `'sha256-${createHash('sha256').update(fixtureBootScript).digest('base64')}'`;
    const pageCsp = String(reference.headers['content-security-policy']).replace(
      /script-src [^;]*/,
      (directive) => `${directive} ${bootHash}`,
    );
    for (const [index, answer] of answers.entries()) {
      const isPage = index === 0 || index === 2;
      for (const name of securityNames) {
        const expected =
          isPage && name === 'content-security-policy' ? pageCsp : reference.headers[name];
        expect(answer.headers[name], name).toBe(expected);
      }
    }
    expect(pageCsp).not.toBe(reference.headers['content-security-policy']);
    const etag = String(answers[1].headers.etag);
    const notModified = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers['content-security-policy']).toBe(
      reference.headers['content-security-policy'],
    );
  });

  it('reads ?lng= among other parameters, decodes escaped paths and answers HEAD without a body', async () => {
    const mixed = await app.inject({ url: '/proyectos?utm=x&lng=pt&b=2' });
    expect(mixed.body).toContain('projects-pt');
    expect(mixed.headers['content-language']).toBe('pt');
    const escaped = await app.inject({ url: '/assets/entry%2Dabc123.js' });
    expect(escaped.statusCode).toBe(200);
    expect(escaped.body).toContain('console.log');
    const head = await app.inject({ method: 'HEAD', url: '/nosotros?lng=en' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-language']).toBe('en');
  });

  it('answers /healthz', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

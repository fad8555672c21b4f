import { describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { normalizeRequestPath, pageAddresses, resolveAddress } from '@verdalia/shared';
import { addressAnswer, addressCases, rawPathCases } from '@verdalia/shared/address-cases';
import { request as httpRequest } from 'node:http';
import { build, fixtureBootScript, fixtureProjectPages, listen } from './helper.js';

const revalidated = 'public, max-age=0, s-maxage=300, must-revalidate';

describe('serving the site', async () => {
  const app = await build();

  it('serves every address as its file, the same for every visitor, cacheable by anyone', async () => {
    for (const address of pageAddresses) {
      const response = await app.inject({ url: address.path });
      expect(response.statusCode, address.path).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(`${address.page}-${address.language}`);
      expect(response.headers['cache-control']).toBe(revalidated);
      expect(response.headers.vary).toMatch(/^accept-encoding$/i);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers.etag).toBeTruthy();
      expect(response.headers['last-modified']).toBeTruthy();
    }
  });

  it('serves each project’s page as its file, and any other slug as the language’s 404', async () => {
    for (const address of fixtureProjectPages) {
      const response = await app.inject({ url: address.path });
      expect(response.statusCode, address.path).toBe(200);
      expect(response.body).toContain(`project-${address.project}-${address.language}`);
      expect(response.headers['cache-control']).toBe(revalidated);
    }
    const redirects: [string, string][] = [
      ['/proyectos/linea-verde/', '/proyectos/linea-verde'],
      ['/Proyectos/Linea-Verde?utm_source=x', '/proyectos/linea-verde?utm_source=x'],
      ['/en/projects/solar-park.html', '/en/projects/solar-park'],
      ['/es/proyectos/parque-solar', '/proyectos/parque-solar'],
      ['/pt/projects/linha-verde', '/pt/projetos/linha-verde'],
    ];
    for (const [url, location] of redirects) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
    for (const [url, language] of [
      ['/proyectos/no-existe', 'es'],
      ['/en/projects/linea-verde', 'en'],
      ['/pt/projetos/parque-solar', 'pt'],
      ['/pt/projetos/parque-solar/', 'pt'],
      ['/proyectos/linea-verde.html.html', 'es'],
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain(`notFound-${language}`);
    }
  });

  it('answers the same bytes whatever the browser prefers or carries', async () => {
    const bodies = new Set<string>();
    for (const headers of [
      {},
      { 'accept-language': 'en-GB,en;q=0.9' },
      { 'accept-language': 'pt-BR', cookie: 'lng=en' },
      { cookie: 'lng=pt' },
    ]) {
      const response = await app.inject({ url: '/nosotros', headers });
      expect(response.headers['set-cookie']).toBeUndefined();
      bodies.add(response.body);
    }
    expect([...bodies]).toEqual([expect.stringContaining('about-es')]);
  });

  it('redirects odd addresses and old ?lng= links to the one address, other parameters kept', async () => {
    const cases: [string, string][] = [
      ['/nosotros?lng=en', '/en/about'],
      ['/nosotros?utm_source=x&lng=pt&b=2', '/pt/sobre?utm_source=x&b=2'],
      ['/?lng=es', '/'],
      ['/Contacto', '/contacto'],
      ['/nosotros/', '/nosotros'],
      ['/en', '/en/'],
      ['/en/nosotros', '/en/about'],
      ['/es/clientes', '/clientes'],
      ['/index.html', '/'],
      ['/pt/sobre.html', '/pt/sobre'],
    ];
    for (const [url, location] of cases) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
      expect(response.headers['cache-control'], url).toBe(revalidated);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('answers unknown paths with the 404 page of their prefix’s language and status 404', async () => {
    for (const [url, language] of [
      ['/no-such-page', 'es'],
      ['/en/no-such-page', 'en'],
      ['/PT/x/y', 'pt'],
      ['/es/nada', 'es'],
      ['/404.html', 'es'],
      ['/en/404.html', 'en'],
    ]) {
      const response = await app.inject({ url, headers: { 'accept-language': 'pt' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain(`notFound-${language}`);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      // Never revalidated into a 304: it answers 404 each time.
      expect(response.headers.etag, url).toBeUndefined();
    }
    const malformed = await app.inject({ url: '/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'form.errors.invalidRequest' });
    // Another method than a read: 405 (test/method-not-allowed.test.ts), not a 404.
    const posted = await app.inject({ method: 'POST', url: '/esto-no-existe' });
    expect(posted.statusCode).toBe(405);
    expect(posted.json()).toMatchObject({ success: false, code: 'form.errors.invalidRequest' });
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
    // Each language's copy is its own file with its own validators.
    const english = await app.inject({ url: '/en/about' });
    const modifiedSince = String(english.headers['last-modified']);
    const notModified = await app.inject({
      url: '/en/about',
      headers: { 'if-modified-since': modifiedSince },
    });
    expect(notModified.statusCode).toBe(304);
    const spanish = await app.inject({ url: '/nosotros' });
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
  });

  it('serves nothing outside the public files', async () => {
    for (const url of [
      '/manifest.json',
      '/server/entry-server.js',
      '/client/robots.txt',
      '/assets/entry-abc123.js.br',
      '/nosotros.html.br',
      '/../manifest.json',
      '/assets/%2e%2e/%2e%2e/manifest.json',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain('vite-template');
      expect(response.body, url).not.toContain('server-bundle');
    }
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
    const page = await app.inject({ url: '/en/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('home-en');
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await app.inject({ url: '/robots.txt' });
    expect(first.headers['cache-control']).toBe(revalidated);
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
      app.inject({ url: '/', headers: { 'accept-encoding': 'br' } }),
      app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'br' } }),
      app.inject({ url: '/en/no-such-page', headers: { 'accept-encoding': 'gzip' } }),
      app.inject({ url: '/robots.txt', headers: { 'if-none-match': 'x' } }),
      app.inject({ url: '/Contacto' }),
    ]);
    // Pages differ in one place only: their inline boot script is allowed by its hash (and
    // no hash for the JSON-LD block, which no browser runs).
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
        expect(answer.headers[name], `${index} ${name}`).toBe(expected);
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

  it('decodes escaped paths and answers HEAD without a body', async () => {
    const escaped = await app.inject({ url: '/assets/entry%2Dabc123.js' });
    expect(escaped.statusCode).toBe(200);
    expect(escaped.body).toContain('console.log');
    const escapedPage = await app.inject({ url: '/nosotr%6Fs' });
    expect(escapedPage.statusCode).toBe(200);
    expect(escapedPage.body).toContain('about-es');
    const head = await app.inject({ method: 'HEAD', url: '/en/about' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const headRedirect = await app.inject({ method: 'HEAD', url: '/en/about/' });
    expect(headRedirect.statusCode).toBe(301);
  });

  it('answers /healthz', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers every case of the shared address table, and every raw path, as the shared rule does (nginx-rules.test.ts asks nginx the same)', async () => {
    const mismatches = [];
    const requests = [...addressCases.map(([url]) => url), ...rawPathCases.map(([raw]) => raw)];
    // Over a real socket: the path is sent byte for byte (an injected request's is resolved).
    const base = new URL(await listen(app));
    const get = (url: string) =>
      new Promise<{ statusCode: number; location: unknown; body: string }>((resolve, reject) => {
        httpRequest({ host: base.hostname, port: base.port, path: url }, (response) => {
          let body = '';
          response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({
              statusCode: response.statusCode ?? 0,
              location: response.headers.location,
              body,
            }),
          );
        })
          .on('error', reject)
          .end();
      });
    for (const url of requests) {
      const [rawPath = '', query = ''] = url.split(/\?(.*)/s);
      const path = normalizeRequestPath(rawPath);
      const expected = path === undefined ? '400' : addressAnswer(resolveAddress(path, query));
      const response = await get(url);
      const language = /<html lang="([a-z]+)">/.exec(response.body)?.[1] ?? '?';
      const got =
        response.statusCode === 301
          ? `301 ${String(response.location)}`
          : response.statusCode === 400
            ? '400'
            : `${response.statusCode} ${language}`;
      if (got !== expected) mismatches.push({ url, got, expected });
    }
    expect(mismatches).toEqual([]);
  });
});

import { expect, test } from '../support/test';
import { languages, pages } from '@verdalia/shared';
import { target } from '../support/target';

// What a browser, a cache or a crawler sees over HTTP, the same from the embedded server and
// from nginx in front of the replicas (E2E_TARGET=prod).

const firstVisits: [string, string][] = [
  ['pt-BR,pt;q=0.9,en;q=0.8', 'pt'],
  ['en-GB,en;q=0.9', 'en'],
  ['fr-FR, en;q=0.5, es;q=0.7', 'es'],
  ['pt;q=0.1, en;q=0.9', 'en'],
  ['en;q=0, pt;q=0.2', 'pt'],
  ['de-DE, fr;q=0.8', 'es'],
  ['', 'es'],
];

test('a first visit gets the browser language, unsaved; a choice wins and is saved', async ({
  request,
}) => {
  for (const [acceptLanguage, language] of firstVisits) {
    const response = await request.get('/nosotros', {
      headers: { 'accept-language': acceptLanguage },
    });
    expect(response.status(), acceptLanguage).toBe(200);
    expect(response.headers()['content-language'], acceptLanguage).toBe(language);
    expect(await response.text()).toContain(`<html lang="${language}">`);
    expect(response.headers()['set-cookie'], acceptLanguage).toBeUndefined();
    expect(response.headers().vary, acceptLanguage).toMatch(/Accept-Language, Cookie/);
    expect(response.headers().vary, acceptLanguage).toMatch(/accept-encoding/i);
  }
  const saved = await request.get('/nosotros', {
    headers: { 'accept-language': 'en', cookie: 'lng=pt' },
  });
  expect(saved.headers()['content-language']).toBe('pt');
  expect(saved.headers()['set-cookie']).toBeUndefined();
  const linked = await request.get('/nosotros?utm=x&lng=en', {
    headers: { 'accept-language': 'pt', cookie: 'lng=pt' },
  });
  expect(linked.headers()['content-language']).toBe('en');
  expect(linked.headers()['set-cookie']).toBe('lng=en; Path=/; Max-Age=31536000; SameSite=Lax');
  // Canonical and hreflang do not depend on the language picked.
  const html = await linked.text();
  expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/nosotros\?lng=en"/);
  for (const alternate of [...languages, 'x-default'])
    expect(html).toContain(`hreflang="${alternate}"`);
});

test('every page and the 404 carry the security headers and a CSP allowing their own scripts', async ({
  request,
}) => {
  const reference = (await request.get('/robots.txt')).headers();
  const policy = reference['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  for (const name of [
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'cross-origin-resource-policy',
  ]) {
    expect(reference[name], name).toBeTruthy();
  }
  expect(reference['cross-origin-opener-policy']).toBeUndefined();
  for (const path of [...pages.map((page) => page.path), '/no-such-page']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(response.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
    expect(headers['cache-control'], path).toBe('no-cache');
    for (const name of ['strict-transport-security', 'x-frame-options', 'referrer-policy'])
      expect(headers[name], `${path} ${name}`).toBe(reference[name]);
    const pagePolicy = headers['content-security-policy'] ?? '';
    expect(pagePolicy.startsWith(policy.split('script-src')[0] ?? ''), path).toBe(true);
    const hashes = pagePolicy.match(/'sha256-[^']+'/g) ?? [];
    expect(hashes.length, path).toBeGreaterThan(0);
    expect(policy).not.toContain(hashes[0]);
  }
});

test('assets: immutable, brotli only when acceptable, revalidation and ranges by HTTP rules', async ({
  request,
}) => {
  const home = await (await request.get('/')).text();
  // The framework chunk: the largest script, precompressed by the build.
  const entry = /\/assets\/framework-[\w-]+\.js/.exec(home)?.[0];
  expect(entry).toBeTruthy();
  const url = entry ?? '';
  const br = await request.get(url, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const noBr = await request.get(url, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
  expect(noBr.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(url, { headers: { 'accept-encoding': 'gzip;q=0' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const etag = plain.headers().etag ?? '';
  for (const condition of [`"nope", ${etag}`, etag.startsWith('W/') ? etag : `W/${etag}`]) {
    const answer = await request.get(url, {
      headers: { 'accept-encoding': 'identity', 'if-none-match': condition },
    });
    expect(answer.status(), condition).toBe(304);
  }
  const range = await request.get(url, {
    headers: { 'accept-encoding': 'identity', range: 'bytes=0-9' },
  });
  expect(range.status()).toBe(206);
  expect((await range.body()).length).toBe(10);
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('nothing outside the public files is served; internal endpoints stay internal', async ({
  request,
}) => {
  for (const path of [
    '/index.html',
    '/.vite/manifest.json',
    '/server/entry-server.js',
    '/pages/es/home.html',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
  }
  expect((await request.get('/healthz')).status()).toBe(200);
  // Behind nginx, readiness and metrics are for the operator, not the internet.
  const readiness = await request.get('/readyz');
  expect(readiness.status()).toBe(target === 'prod' ? 404 : 200);
});

import { expect, test } from '../support/test';
import { errorKeys, languages, notFoundFile, pageAddresses, type Language } from '@verdalia/shared';
import { formMessage } from '../support/content';
import { target } from '../support/target';

// What a browser, a cache or a crawler sees over HTTP, the same from the embedded server and
// from nginx (E2E_TARGET=prod), which serves every page as a file. Addresses, redirects and
// the headers of a page: addresses.spec.ts.

test('every page, redirect and 404 carries the security headers and a CSP allowing its script', async ({
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
  const notFound = languages.map((language) =>
    notFoundFile(language).replace(/404\.html$/, 'no-such-page'),
  );
  const urls = [
    ...pageAddresses.map((entry) => entry.path),
    '/Contacto',
    ...notFound.map((path) => `/${path}`),
  ];
  let pageHashes: string | undefined;
  for (const path of urls) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    const expected = path.endsWith('no-such-page') ? 404 : path === '/Contacto' ? 301 : 200;
    expect(response.status(), path).toBe(expected);
    expect(headers['cache-control'], path).toBe('public, max-age=0, s-maxage=300, must-revalidate');
    for (const name of ['strict-transport-security', 'x-frame-options', 'referrer-policy'])
      expect(headers[name], `${path} ${name}`).toBe(reference[name]);
    const pagePolicy = headers['content-security-policy'] ?? '';
    expect(pagePolicy.startsWith(policy.split('script-src')[0] ?? ''), path).toBe(true);
    // One inline script on every page (the boot script): the same hash everywhere.
    const hashes = (pagePolicy.match(/'sha256-[^']+'/g) ?? []).join(' ');
    if (expected !== 301) {
      expect(hashes, path).toMatch(/^'sha256-[^']+'$/);
      pageHashes ??= hashes;
      expect(hashes, path).toBe(pageHashes);
    }
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
  expect(robots.headers()['cache-control']).toBe(
    'public, max-age=0, s-maxage=300, must-revalidate',
  );
  // The project lists: one address each, cached like any file and revalidated by ETag.
  const list = await request.get('/list-en.json');
  expect(list.headers()['cache-control']).toBe('public, max-age=0, s-maxage=300, must-revalidate');
  const listAgain = await request.get('/list-en.json', {
    headers: { 'if-none-match': list.headers().etag ?? '' },
  });
  expect(listAgain.status()).toBe(304);
});

test('nothing outside the public files is served; internal endpoints stay internal', async ({
  request,
}) => {
  for (const path of [
    '/manifest.json',
    '/.vite/manifest.json',
    '/server/entry-server.js',
    '/client/index.html',
    '/pages/es/home.html',
    '/index.html.br',
    '/en/about.html.gz',
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

test('a method an address does not take: 405, Allow and the JSON in its language, in both topologies', async ({
  request,
}) => {
  // [method, path, Allow, language]: nginx answers the site's addresses itself and hands the
  // form's endpoint and /healthz to a replica; the embedded server answers all of them.
  const refused: [string, string, string, Language][] = [
    ['POST', '/nosotros', 'GET, HEAD', 'es'],
    ['POST', '/en/about', 'GET, HEAD', 'en'],
    ['PUT', '/pt/nada', 'GET, HEAD', 'pt'],
    ['DELETE', '/assets/none.js', 'GET, HEAD', 'es'],
    ['POST', '/healthz', 'GET, HEAD', 'es'],
    // A method nginx refuses by itself, before any map is read.
    ['TRACE', '/en/', 'GET, HEAD', 'en'],
    // The endpoint's answer is in the visitor's language (accept-language below).
    ['GET', '/send-email.php', 'POST', 'en'],
  ];
  for (const [method, path, allow, language] of refused) {
    const response = await request.fetch(path, {
      method,
      maxRedirects: 0,
      headers: { 'accept-language': 'en-US' },
    });
    const asked = `${method} ${path}`;
    expect(response.status(), asked).toBe(405);
    expect(response.headers().allow, asked).toBe(allow);
    expect(response.headers()['content-type'], asked).toBe('application/json; charset=utf-8');
    // About this one request, as every error's JSON: never stored.
    expect(response.headers()['cache-control'], asked).toBe('no-store');
    expect(await response.json(), asked).toEqual({
      success: false,
      message: formMessage(errorKeys.invalidRequest, language),
      code: errorKeys.invalidRequest,
    });
  }
  // Reading stays reading: HEAD on a page is its 200, without Allow.
  const head = await request.head('/en/about');
  expect(head.status()).toBe(200);
  expect(head.headers().allow).toBeUndefined();
});

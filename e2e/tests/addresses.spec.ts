import { expect, test } from '../support/test';
import { languages, pageAddresses, type Language } from '@verdalia/shared';
import { text } from '../support/locales';
import { readHtml } from '../support/pages';

// One address per page and language, the same answers from the embedded server and from
// nginx (E2E_TARGET=prod): both are made from packages/shared/src/addresses.ts, and this
// table is written out by hand so that neither can drift from it.

/** [request, answer]: "301 <Location>", "200 <lang>" or "404 <lang>". */
const table: [string, string][] = [
  // Every language's addresses are served as they are.
  ['/', '200 es'],
  ['/nosotros', '200 es'],
  ['/en/', '200 en'],
  ['/en/about', '200 en'],
  ['/pt/', '200 pt'],
  ['/pt/sobre', '200 pt'],
  ['/pt/projetos', '200 pt'],
  ['/en/semilla-dc', '200 en'],
  // Old links named the language in ?lng=: a permanent redirect, other parameters kept.
  ['/nosotros?lng=en', '301 /en/about'],
  ['/nosotros?lng=pt', '301 /pt/sobre'],
  ['/?lng=en', '301 /en/'],
  ['/?lng=pt&utm_source=news', '301 /pt/?utm_source=news'],
  ['/proyectos?utm_source=x&lng=en&b=%20c', '301 /en/projects?utm_source=x&b=%20c'],
  ['/contacto?lng=es', '301 /contacto'],
  ['/privacidad?lng=en', '301 /en/privacy'],
  ['/en/clients?lng=pt', '301 /pt/clientes'],
  ['/nosotros?LNG=EN', '301 /en/about'],
  ['/nosotros?lng=fr', '200 es'],
  // Every other spelling of a page: its one address.
  ['/nosotros/', '301 /nosotros'],
  ['/clientes/?a=1', '301 /clientes?a=1'],
  ['/Contacto', '301 /contacto'],
  ['/CONTACTO/', '301 /contacto'],
  ['/EN/About', '301 /en/about'],
  ['/en', '301 /en/'],
  ['/pt', '301 /pt/'],
  ['/en/about/', '301 /en/about'],
  ['/es', '301 /'],
  ['/es/', '301 /'],
  ['/es/nosotros', '301 /nosotros'],
  ['/es/proyectos?x=1', '301 /proyectos?x=1'],
  ['/en/nosotros', '301 /en/about'],
  ['/pt/contacto', '301 /pt/contato'],
  ['/pt/about', '301 /pt/sobre'],
  ['/index.html', '301 /'],
  ['/nosotros.html', '301 /nosotros'],
  ['/en/index.html', '301 /en/'],
  ['/pt/sobre.html', '301 /pt/sobre'],
  // Anything else: the 404 page of the prefix's language.
  ['/esto-no-existe', '404 es'],
  ['/esto-no-existe?lng=en', '404 es'],
  ['/es/nada', '404 es'],
  ['/en/nothing-here', '404 en'],
  ['/EN/nothing-here/', '404 en'],
  ['/pt/nada/mais', '404 pt'],
  ['/english', '404 es'],
  ['/404.html', '404 es'],
  ['/en/404.html', '404 en'],
  ['/nosotros/extra', '404 es'],
  // A project's page (its slug from its title): the same rules, in its language; any other
  // slug, or another language's, is the 404 page of the prefix's language.
  ['/proyectos/linea-de-credito-verde-para-pymes-centroamericanas', '200 es'],
  ['/en/projects/green-credit-line-for-central-american-smes', '200 en'],
  ['/pt/projetos/linha-de-credito-verde-para-pmes-centro-americanas', '200 pt'],
  [
    '/proyectos/linea-de-credito-verde-para-pymes-centroamericanas/?a=1',
    '301 /proyectos/linea-de-credito-verde-para-pymes-centroamericanas?a=1',
  ],
  [
    '/EN/Projects/Green-Credit-Line-For-Central-American-SMEs',
    '301 /en/projects/green-credit-line-for-central-american-smes',
  ],
  [
    '/pt/projetos/linha-de-credito-verde-para-pmes-centro-americanas.html',
    '301 /pt/projetos/linha-de-credito-verde-para-pmes-centro-americanas',
  ],
  [
    '/es/proyectos/linea-de-credito-verde-para-pymes-centroamericanas',
    '301 /proyectos/linea-de-credito-verde-para-pymes-centroamericanas',
  ],
  [
    '/en/proyectos/green-credit-line-for-central-american-smes',
    '301 /en/projects/green-credit-line-for-central-american-smes',
  ],
  ['/proyectos/proyecto-que-no-existe', '404 es'],
  ['/en/projects/no-such-project/', '404 en'],
  ['/en/projects/linea-de-credito-verde-para-pymes-centroamericanas', '404 en'],
  ['/pt/projetos/linha_de_credito', '404 pt'],
];

test('odd and old addresses answer by one table, in both topologies', async ({ request }) => {
  const answers: string[] = [];
  for (const [url] of table) {
    const response = await request.get(url, { maxRedirects: 0 });
    const status = response.status();
    if (status === 301) {
      answers.push(`301 ${response.headers().location}`);
      continue;
    }
    const html = readHtml(await response.text());
    answers.push(`${status} ${html.lang}`);
    if (status === 404) {
      // The 404 page of that language, status and all.
      const language = html.lang as Language;
      expect(html.h1, url).toEqual([text(language, 'common', 'notFound.title')]);
    }
  }
  expect(answers).toEqual(table.map(([, answer]) => answer));
});

test('a redirect lands where it meant, in the browser too', async ({ page }) => {
  await page.goto('/proyectos?lng=en&utm_source=news');
  await expect(page).toHaveURL(/\/en\/projects\?utm_source=news$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'projects', 'hero.title'),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a page answers as a file: validators, nothing that varies but the encoding, no cookie', async ({
  request,
}) => {
  for (const address of pageAddresses) {
    const response = await request.get(address.path, {
      headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'pt-BR', cookie: 'lng=en' },
    });
    const headers = response.headers();
    expect(response.status(), address.path).toBe(200);
    expect(headers['content-type'], address.path).toBe('text/html; charset=utf-8');
    expect(headers['content-encoding'], address.path).toBe('br');
    expect(headers.vary, address.path).toMatch(/^accept-encoding$/i);
    expect(headers['set-cookie'], address.path).toBeUndefined();
    expect(headers.etag, address.path).toBeTruthy();
    expect(headers['last-modified'], address.path).toBeTruthy();
    expect(headers['cache-control'], address.path).toBe(
      'public, max-age=0, s-maxage=300, must-revalidate',
    );
    const revalidated = await request.get(address.path, {
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': headers.etag ?? '' },
    });
    expect(revalidated.status(), address.path).toBe(304);
  }
  // Each language's copy has validators of its own: a date that one copy matches says
  // nothing of another's bytes, as each is a file of its own.
  const spanish = await request.get('/nosotros', { headers: { 'accept-encoding': 'identity' } });
  const english = await request.get('/en/about', { headers: { 'accept-encoding': 'identity' } });
  expect(spanish.headers().etag).not.toBe(english.headers().etag);
});

for (const language of languages) {
  test(`an unknown path under ${language === 'es' ? 'no prefix' : `/${language}/`} answers 404 with the ${language} page, whose links stay in ${language}`, async ({
    page,
  }) => {
    const prefix = language === 'es' ? '' : `/${language}`;
    const response = await page.goto(`${prefix}/pagina-que-no-existe`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(language, 'common', 'notFound.title'),
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: text(language, 'common', 'notFound.homeLink') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(language, 'home', 'hero.title'),
    );
  });
}

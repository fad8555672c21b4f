import { expect, test } from '../support/test';
import {
  categoryPageAddresses,
  fallbackLanguage,
  languages,
  pageAddresses,
  projectPageKey,
  resolveAddress,
} from '@verdalia/shared';
import { publicUrl, readHtml } from '../support/pages';
import { servedProjectPages } from '../support/project-pages';

// The site as crawlers and browsers of each language read it without running a script:
// every address in its language (each category's and each project's page included), canonical
// and hreflang from
// the address table, every link staying in the page's language (the language menu's links
// name theirs), and the same bytes whoever asks.

const visitors: { name: string; headers: Record<string, string> }[] = [
  {
    // No Accept-Language, no cookie: Googlebot as Google documents it.
    name: 'Googlebot',
    headers: {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    },
  },
  {
    name: 'a browser preferring English (with an old lng cookie)',
    headers: { 'accept-language': 'en-GB,en;q=0.9,es;q=0.5', cookie: 'lng=pt' },
  },
  {
    name: 'a browser preferring Portuguese',
    headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' },
  },
];

const addressLanguage = new Map(
  [...pageAddresses, ...categoryPageAddresses].map((entry) => [entry.path, entry.language]),
);

test('a crawl from / by links alone reaches every address of every language, each in its own language', async ({
  request,
}) => {
  const projectPages = await servedProjectPages(request);
  for (const entry of projectPages) addressLanguage.set(entry.path, entry.language);
  /** The addresses of the page a path shows, in every language it has one in. */
  const sameAddresses = (path: string, page: string, category: string | undefined) =>
    page === projectPageKey
      ? projectPages.filter(
          (entry) =>
            entry.project === projectPages.find((candidate) => candidate.path === path)?.project,
        )
      : category
        ? categoryPageAddresses.filter((entry) => entry.category === category)
        : pageAddresses.filter((entry) => entry.page === page);
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const checked: string[] = [];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const bodies = new Set<string>();
    let html = '';
    for (const visitor of visitors) {
      const response = await request.get(path, {
        headers: { ...visitor.headers, 'accept-encoding': 'identity' },
        maxRedirects: 0,
      });
      expect(response.status(), `${visitor.name} ${path}`).toBe(200);
      expect(response.headers()['set-cookie'], `${visitor.name} ${path}`).toBeUndefined();
      html = await response.text();
      bodies.add(html);
    }
    // The same bytes whatever the headers: any cache may keep one copy for everyone.
    expect(bodies.size, path).toBe(1);

    const language = addressLanguage.get(path);
    expect(language, `${path} is an address of the table`).toBeDefined();
    const page = readHtml(html);
    const resolution = resolveAddress(path);
    if (resolution.kind !== 'page') throw new Error(`${path} is not a page`);
    expect(page.lang, path).toBe(language);
    expect(page.canonical, path).toEqual([publicUrl(path)]);
    const same = sameAddresses(path, resolution.page, resolution.category);
    const alternates = same.map((entry) => `${entry.language} ${publicUrl(entry.path)}`);
    const xDefault = same.find((entry) => entry.language === fallbackLanguage);
    expect(page.alternates, path).toEqual(
      [...alternates, `x-default ${publicUrl(xDefault?.path ?? '')}`].sort(),
    );

    for (const link of page.links) {
      if (!link.href.startsWith('/') || link.href.startsWith('//')) continue;
      const target = link.href.split('#')[0] ?? '';
      if (target === '') continue;
      // Every state of a page is an address of its own: no link carries a query.
      expect(target, `${path} → ${link.href}`).not.toContain('?');
      const targetLanguage = addressLanguage.get(target);
      // Every internal link is an address of the table (never one that redirects) …
      expect(targetLanguage, `${path} links to ${link.href}`).toBeDefined();
      // … in the page's language, unless it says it leads to another (the language menu).
      if (link.hreflang === undefined) {
        expect(targetLanguage, `${path} → ${link.href}`).toBe(language);
      } else {
        expect([targetLanguage, link.lang], `${path} → ${link.href}`).toEqual([
          link.hreflang,
          link.hreflang,
        ]);
        expect(resolveAddress(target), `${path} → ${link.href}`).toMatchObject({
          page: resolution.page,
          ...(resolution.category ? { category: resolution.category } : {}),
        });
      }
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
    checked.push(path);
  }
  expect(checked.sort()).toEqual(
    [...pageAddresses, ...categoryPageAddresses, ...projectPages].map((entry) => entry.path).sort(),
  );
});

test('the 404 page of each language links only within its language', async ({ request }) => {
  for (const language of languages) {
    const prefix = language === 'es' ? '' : `/${language}`;
    const response = await request.get(`${prefix}/nada-por-aqui`);
    expect(response.status()).toBe(404);
    const page = readHtml(await response.text());
    expect(page.lang).toBe(language);
    expect(page.canonical).toEqual([]);
    for (const link of page.links.filter((entry) => entry.href.startsWith('/'))) {
      const target = link.href.split('#')[0] ?? '';
      if (target === '') continue;
      expect(addressLanguage.get(target), `${prefix}/nada-por-aqui → ${link.href}`).toBe(
        link.hreflang ?? language,
      );
    }
  }
});
